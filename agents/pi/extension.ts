// hooktool for Pi (hooktool-pi v1), written by `hooktool install --harness pi`.
//
// It holds no policy: each event goes to `hooktool hook --harness pi` as one
// JSON object in Pi's own words, and the reply ({decision, reason, input,
// context, message, block}) is applied. Every decision is hooktool's.
//
// If the binary is missing or fails, everything fails open except the guard:
// a tool call then gets what guard.on_error said when this file was written
// (ask: confirm in the UI, or refuse without one; deny: refuse; allow: run),
// and one line goes to stderr.
import { spawnSync } from "node:child_process";

const HOOKTOOL = __HOOKTOOL__;
const ON_ERROR = __ON_ERROR__;
// hooktool answers within its own 5 s budget (hook.budget_ms); a binary
// that has not answered a second after that is hung. It runs as the leader
// of a process group, and the whole group is killed then, so a hung binary
// costs one bound and leaves no child behind.
const TIMEOUT_MS = 6000;
let warned = false;

function call(payload) {
  const r = spawnSync(HOOKTOOL, ["hook", "--harness", "pi"], {
    input: JSON.stringify(payload),
    encoding: "utf8",
    timeout: TIMEOUT_MS,
    killSignal: "SIGKILL",
    detached: true,
    maxBuffer: 4 << 20,
  });
  if (r.pid && (r.signal || (r.error && r.error.code === "ETIMEDOUT"))) {
    try {
      process.kill(-r.pid, "SIGKILL");
    } catch {}
  }
  if (r.stderr) process.stderr.write(r.stderr.endsWith("\n") ? r.stderr : r.stderr + "\n");
  // Any exit but 0 means hooktool judged nothing (1: it could not use the
  // input, such as one too large or too deep): never a silent pass.
  if (r.error || r.status !== 0) {
    const why = r.error ? r.error.message : "exit " + (r.status ?? r.signal);
    // Once per process: a missing binary fails every call alike.
    if (!warned) process.stderr.write("hooktool: the pi extension could not run " + HOOKTOOL + ": " + why + " (guard.on_error: " + ON_ERROR + "; said once)\n");
    warned = true;
    return { failed: why };
  }
  const out = (r.stdout || "").trim();
  if (!out) return {};
  try {
    return JSON.parse(out);
  } catch {
    process.stderr.write("hooktool: unreadable reply: " + out.slice(0, 200) + "\n");
    return { failed: "unreadable reply" };
  }
}

// tell shows hooktool's message to the user: in the UI, or on stderr in
// print mode. The tripwire's report of a restored tamper comes with a tool
// call's result, so every event's message is shown, not only the turn's end.
function tell(ctx, m) {
  if (!m) return;
  if (ctx.hasUI) ctx.ui.notify(m, "warning");
  else process.stderr.write("hooktool: " + m + "\n");
}

function text(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.filter((c) => c && c.type === "text").map((c) => c.text).join("\n");
}

export default function (pi) {
  let turn = 0;
  let pending = []; // context waiting for the next prompt (session start)

  const base = (ctx, event) => {
    let session = "";
    try {
      session = ctx.sessionManager.getSessionId();
    } catch {}
    return { hook_event_name: event, session_id: session, prompt_id: session + ":" + turn, cwd: ctx.cwd };
  };

  pi.on("session_start", async (event, ctx) => {
    const r = call({ ...base(ctx, "session_start"), source: event.reason });
    tell(ctx, r.message);
    if (r.context) pending.push(r.context);
  });

  pi.on("before_agent_start", async (event, ctx) => {
    turn++;
    const r = call({ ...base(ctx, "before_agent_start"), prompt: event.prompt });
    if (r.context) pending.push(r.context);
    if (pending.length === 0) return;
    const content = pending.join("\n\n");
    pending = [];
    return { message: { customType: "hooktool", content, display: false } };
  });

  pi.on("tool_call", async (event, ctx) => {
    const r = call({
      ...base(ctx, "tool_call"),
      tool_name: event.toolName,
      tool_input: event.input,
      tool_use_id: event.toolCallId,
    });
    tell(ctx, r.message);
    let decision = r.decision;
    let reason = r.reason || "";
    if (r.failed) {
      decision = ON_ERROR;
      reason = "hooktool could not judge this call (" + r.failed + ")";
    }
    if (decision === "deny") return { block: true, reason };
    if (decision === "ask") {
      if (ctx.hasUI && (await ctx.ui.confirm("hooktool", reason))) return;
      return { block: true, reason };
    }
    if (r.input && typeof r.input === "object") Object.assign(event.input, r.input);
  });

  pi.on("tool_result", async (event, ctx) => {
    const r = call({
      ...base(ctx, "tool_result"),
      tool_name: event.toolName,
      tool_input: event.input,
      tool_use_id: event.toolCallId,
      tool_response: { stdout: text(event.content), is_error: !!event.isError },
    });
    tell(ctx, r.message);
    if (r.context) return { content: [...event.content, { type: "text", text: r.context }] };
  });

  pi.on("agent_end", async (event, ctx) => {
    let last = "";
    for (const m of event.messages || []) {
      if (m && m.role === "assistant") last = text(m.content) || last;
    }
    const r = call({ ...base(ctx, "agent_end"), last_assistant_message: last, stop_hook_active: false });
    tell(ctx, r.message || r.block);
  });

  pi.on("session_before_compact", async (_event, ctx) => {
    call({ ...base(ctx, "session_before_compact"), trigger: "auto" });
  });

  pi.on("session_shutdown", async (_event, ctx) => {
    call({ ...base(ctx, "session_shutdown"), reason: "other" });
  });
}
