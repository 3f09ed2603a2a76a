// hooktool for OpenCode (hooktool-opencode v1), written by
// `hooktool install --harness opencode`.
//
// It holds no policy: each event goes to `hooktool hook --harness opencode`
// as one JSON object in OpenCode's own words, and the reply ({decision,
// reason, input, context, message, block}) is applied. Every decision is
// hooktool's.
//
// hooktool runs by argument list, never through a shell, in a process group
// of its own, bounded by TIMEOUT_MS: past it the whole group is killed, so a
// hung binary costs one bound and leaves no process behind.
//
// If the binary is missing, hangs or fails, everything fails open except the
// guard: a tool call then gets what guard.on_error said when this file was
// written (deny, or ask, which OpenCode cannot put to the user from a
// plugin: refused; allow: run), and one line goes to stderr, once.
import { spawn } from "node:child_process";

const HOOKTOOL = __HOOKTOOL__;
const ON_ERROR = __ON_ERROR__;
const TIMEOUT_MS = 5000;
const MAX_OUT = 4 << 20;

let warned = false;
function warnOnce(m) {
  if (warned) return;
  warned = true;
  process.stderr.write("hooktool: " + m + "\n");
}

// tell shows hooktool's message to the user (stderr, which OpenCode's run
// and TUI leave to the terminal). The tripwire's report of a restored
// tamper comes with a tool call, so every event's message is shown.
function tell(m) {
  if (m) process.stderr.write("hooktool: " + m + "\n");
}

function call(payload) {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(HOOKTOOL, ["hook", "--harness", "opencode"], { detached: true, stdio: ["pipe", "pipe", "pipe"] });
    } catch (err) {
      resolve({ failed: String((err && err.message) || err) });
      return;
    }
    let out = "";
    let errText = "";
    let done = false;
    const finish = (r) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(r);
    };
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
      finish({ failed: "no answer within " + TIMEOUT_MS + " ms" });
    }, TIMEOUT_MS);
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (d) => {
      if (out.length < MAX_OUT) out += d;
    });
    child.stderr.on("data", (d) => {
      if (errText.length < 4096) errText += d;
    });
    child.on("error", (err) => finish({ failed: err.message }));
    child.on("close", (code, signal) => {
      if (errText) process.stderr.write(errText.endsWith("\n") ? errText : errText + "\n");
      // Any exit but 0 means hooktool judged nothing (1: it could not use
      // the input): never a silent pass.
      if (code !== 0) return finish({ failed: "exit " + (code ?? signal) });
      const s = out.trim();
      if (!s) return finish({});
      try {
        finish(JSON.parse(s));
      } catch {
        finish({ failed: "unreadable reply" });
      }
    });
    child.stdin.on("error", () => {});
    child.stdin.end(JSON.stringify(payload));
  });
}

export const Hooktool = async ({ directory }) => {
  const sessions = new Map(); // sessionID -> {turn, context: [], turnContext: "", last: ""}
  const session = (id) => {
    let s = sessions.get(id);
    if (!s) {
      s = { turn: 0, started: false, context: [], turnContext: "", last: "" };
      sessions.set(id, s);
    }
    return s;
  };
  const base = (id, event) => ({
    hook_event_name: event,
    session_id: id || "",
    prompt_id: (id || "") + ":" + session(id).turn,
    cwd: directory,
  });
  const start = async (id, source) => {
    const s = session(id);
    if (s.started) return;
    s.started = true;
    const r = await call({ ...base(id, "session.created"), source });
    tell(r.message);
    if (r.context) s.context.push(r.context);
  };

  return {
    event: async ({ event }) => {
      const id = event && event.properties && (event.properties.sessionID || (event.properties.info && event.properties.info.id));
      if (!id) return;
      switch (event.type) {
        case "session.created":
          await start(id, "startup");
          break;
        case "session.idle": {
          const s = session(id);
          const r = await call({ ...base(id, "session.idle"), last_assistant_message: s.last, stop_hook_active: false });
          s.last = "";
          tell(r.message || r.block);
          break;
        }
        case "session.compacted":
          await call({ ...base(id, "session.compacted"), trigger: "auto" });
          break;
        case "session.deleted":
          await call({ ...base(id, "session.deleted"), reason: "other" });
          sessions.delete(id);
          break;
      }
    },

    "chat.message": async (input, output) => {
      const id = input.sessionID;
      await start(id, "resume"); // a session this process did not create
      const s = session(id);
      s.turn++;
      const prompt = ((output && output.parts) || []).filter((p) => p && p.type === "text").map((p) => p.text).join("\n");
      const r = await call({ ...base(id, "chat.message"), prompt });
      s.turnContext = r.context || "";
    },

    "experimental.chat.system.transform": async (input, output) => {
      const s = input && input.sessionID ? sessions.get(input.sessionID) : undefined;
      if (!s) return;
      for (const c of s.context) output.system.push(c);
      if (s.turnContext) output.system.push(s.turnContext);
    },

    "experimental.text.complete": async (input, output) => {
      if (input && input.sessionID && output && typeof output.text === "string") session(input.sessionID).last = output.text;
    },

    "tool.execute.before": async (input, output) => {
      const r = await call({
        ...base(input.sessionID, "tool.execute.before"),
        tool_name: input.tool,
        tool_input: output.args,
        tool_use_id: input.callID,
      });
      tell(r.message);
      let decision = r.decision;
      let reason = r.reason || "";
      if (r.failed) {
        warnOnce("the opencode plugin could not run " + HOOKTOOL + ": " + r.failed + " (guard.on_error: " + ON_ERROR + ")");
        decision = ON_ERROR;
        reason = "hooktool could not judge this call (" + r.failed + ")";
      }
      // A plugin cannot put a question to the user: ask is refused, with
      // hooktool's reason in front of the model.
      if (decision === "deny" || decision === "ask") throw new Error(reason || "blocked by hooktool");
      if (r.input && typeof r.input === "object" && output.args && typeof output.args === "object") Object.assign(output.args, r.input);
    },

    "tool.execute.after": async (input, output) => {
      const r = await call({
        ...base(input.sessionID, "tool.execute.after"),
        tool_name: input.tool,
        tool_input: input.args || {},
        tool_use_id: input.callID,
        tool_response: { stdout: typeof output.output === "string" ? output.output : "" },
      });
      tell(r.message);
      if (r.context && typeof output.output === "string") output.output += "\n\n" + r.context;
    },
  };
};
