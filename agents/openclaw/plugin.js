// hooktool for OpenClaw (hooktool-openclaw v1), written by
// `hooktool install --harness openclaw`.
//
// It holds no policy: each hook goes to `hooktool hook --harness openclaw` as
// one JSON object in OpenClaw's own words, synchronously (spawnSync, bounded),
// and the reply ({decision, reason, input, context, message, content}) is
// applied. Every decision is hooktool's.
//
// If the binary is missing or fails, everything fails open except the guard:
// a tool call then gets what guard.on_error said when this file was written
// (ask: require approval; allow: run), and one line goes to the gateway log.
import { spawnSync } from "node:child_process";

const HOOKTOOL = __HOOKTOOL__;
const ON_ERROR = __ON_ERROR__;
// hooktool answers within its own 5 s budget (hook.budget_ms); a binary
// that has not answered a second after that is hung. The plugin runs it as
// the leader of a process group and kills the whole group then, so a hung
// binary costs one bound and leaves no child behind.
const TIMEOUT_MS = 6000;
// The most of a tool's output kept for persistence (hooktool reads at most
// 16 MiB of input; the JSON around it needs room).
const MAX_WHOLE = 12 << 20;
const NO_ASK = " (hooktool would ask you about this call, but this run has no one to ask: refused)";

function text(content) {
  if (typeof content === "string") return content;
  if (content && typeof content === "object" && !Array.isArray(content)) {
    if (Array.isArray(content.content)) return text(content.content);
    if (typeof content.text === "string") return content.text;
    try {
      return JSON.stringify(content);
    } catch {
      return "";
    }
  }
  if (!Array.isArray(content)) return "";
  return content
    .filter((c) => c && c.type === "text")
    .map((c) => c.text)
    .join("\n");
}

function toolCalls(message) {
  const content = message && Array.isArray(message.content) ? message.content : [];
  return content.filter((c) => c && (c.type === "toolCall" || c.type === "tool_use" || c.type === "toolUse")).length;
}

export default {
  id: "hooktool",
  name: "hooktool",
  description: "hooktool's guard, narration guard, context and output reduction, through the hooktool binary",
  register(api) {
    let warned = false;
    const log = (m) => {
      const l = api.logger;
      if (l && typeof l.warn === "function") l.warn("hooktool: " + m);
      else process.stderr.write("hooktool: " + m + "\n");
    };
    const call = (payload) => {
      const r = spawnSync(HOOKTOOL, ["hook", "--harness", "openclaw"], {
        input: JSON.stringify(payload),
        encoding: "utf8",
        timeout: TIMEOUT_MS,
        killSignal: "SIGKILL",
        detached: true,
        maxBuffer: 8 << 20,
      });
      if (r.pid && (r.signal || (r.error && r.error.code === "ETIMEDOUT"))) {
        try {
          process.kill(-r.pid, "SIGKILL");
        } catch {}
      }
      if (r.stderr) for (const line of r.stderr.split("\n")) if (line) log(line.replace(/^hooktool: /, ""));
      // Any exit but 0 means hooktool judged nothing (1: it could not use
      // the input, such as one too large or too deep): never a silent pass.
      if (r.error || r.status !== 0) {
        const why = r.error ? r.error.message : "exit " + (r.status ?? r.signal);
        // Once per process: a missing binary fails every call alike.
        if (!warned) log("could not run " + HOOKTOOL + ": " + why + " (guard.on_error: " + ON_ERROR + "; said once)");
        warned = true;
        return { failed: why };
      }
      const out = (r.stdout || "").trim();
      if (!out) return {};
      try {
        return JSON.parse(out);
      } catch {
        log("unreadable reply: " + out.slice(0, 200));
        return { failed: "unreadable reply" };
      }
    };
    const pending = new Map(); // session -> context waiting for the next prompt
    const warnings = new Map(); // session -> the narration warning to show
    const params = new Map(); // toolCallId -> the call's arguments, for persistence
    const fulls = new Map(); // toolCallId -> the tool's whole output, for persistence
    const session = (ctx, ev) => (ev && ev.sessionId) || (ctx && (ctx.sessionId || ctx.sessionKey)) || "openclaw";
    const base = (event, ctx, ev) => ({
      hook_event_name: event,
      session_id: session(ctx, ev),
      prompt_id: (ev && ev.runId) || (ctx && ctx.runId) || "",
      cwd: (ctx && ctx.workspaceDir) || process.cwd(),
    });
    const queue = (s, t) => {
      if (!t) return;
      pending.set(s, [...(pending.get(s) || []), t]);
    };

    api.on("session_start", (ev, ctx) => {
      const r = call({ ...base("session_start", ctx, ev), source: ev.resumedFrom ? "resume" : "startup" });
      if (r.message) log(r.message);
      queue(session(ctx, ev), r.context);
    });

    api.on("before_prompt_build", (ev, ctx) => {
      const s = session(ctx, ev);
      if (!pending.has(s) && !warnings.has(s)) {
        // No session_start seen in this process (a one-shot run): load the
        // session's context now.
        const r0 = call({ ...base("session_start", ctx, ev), source: "startup" });
        queue(s, r0.context);
      }
      const r = call({ ...base("before_prompt_build", ctx, ev), prompt: ev.prompt || "" });
      queue(s, r.context);
      const parts = pending.get(s) || [];
      pending.set(s, []);
      if (parts.length > 0) return { prependContext: parts.join("\n\n") };
    });

    api.on("before_tool_call", (ev, ctx) => {
      if (ev.toolCallId) params.set(ev.toolCallId, { tool: ev.toolName, params: ev.params });
      const r = call({
        ...base("before_tool_call", ctx, ev),
        tool_name: ev.toolName,
        tool_input: ev.params || {},
        tool_use_id: ev.toolCallId || "",
      });
      if (r.message) log(r.message);
      let decision = r.decision;
      let reason = r.reason || "";
      if (r.failed) {
        decision = ON_ERROR;
        reason = "hooktool could not judge this call (" + r.failed + ")";
      }
      if (decision === "deny") return { block: true, blockReason: reason };
      if (decision === "ask") {
        // OpenClaw can put a plugin's question only to a run that came
        // from a channel (a chat, the control UI). A run from the CLI
        // (openclaw agent) has no one to ask, and OpenClaw would answer
        // the model "Plugin approval unavailable" without hooktool's
        // reason: refuse with the reason instead.
        if (!ctx || !ctx.channelId) return { block: true, blockReason: reason + NO_ASK };
        return { requireApproval: { title: "hooktool", description: reason, severity: "warning" } };
      }
      // A process call is judged by what it types; a rewrite of that as a
      // command line is no argument of the process tool.
      if (r.input && typeof r.input === "object" && ev.toolName !== "process") {
        if (ev.toolCallId) params.set(ev.toolCallId, { tool: ev.toolName, params: { ...ev.params, ...r.input } });
        return { params: { ...ev.params, ...r.input } };
      }
    });

    api.on("after_tool_call", (ev, ctx) => {
      // The whole output, before OpenClaw caps it for the transcript (its
      // exec tool keeps it in details.aggregated; the content is a
      // preview): tool_result_persist keeps this whole on disk. OpenClaw
      // runs after_tool_call before it persists the result.
      const d = ev.result && ev.result.details;
      const whole = d && typeof d.aggregated === "string" ? d.aggregated : text(ev.result);
      if (ev.toolCallId && whole.length > 0 && whole.length <= MAX_WHOLE) fulls.set(ev.toolCallId, whole);
      const r = call({
        ...base("after_tool_call", ctx, ev),
        tool_name: ev.toolName,
        tool_input: ev.params || {},
        tool_use_id: ev.toolCallId || "",
        tool_response: { stdout: text(ev.result), is_error: !!ev.error },
      });
      // The tripwire's report of a restored tamper comes with the call's
      // end: the user sees it in the log (the console of a CLI run).
      if (r.message) log(r.message);
    });

    // Synchronous by OpenClaw's contract: a returned promise is ignored.
    api.on("tool_result_persist", (ev, ctx) => {
      const m = ev.message;
      if (!m || ev.isSynthetic) return;
      const id = ev.toolCallId || m.toolCallId || "";
      const call0 = params.get(id) || {};
      params.delete(id);
      let out = text(m.content);
      const whole = fulls.get(id);
      fulls.delete(id);
      if (whole && whole.length > out.length) out = whole;
      const r = call({
        ...base("tool_result_persist", ctx, ev),
        tool_name: ev.toolName || call0.tool || m.toolName || "",
        tool_input: call0.params || {},
        tool_use_id: id,
        tool_response: { stdout: out, is_error: !!m.isError },
      });
      if (typeof r.content === "string") {
        return { message: { ...m, content: [{ type: "text", text: r.content }] } };
      }
    });

    api.on("llm_output", (ev, ctx) => {
      const texts = Array.isArray(ev.assistantTexts) ? ev.assistantTexts : [];
      const r = call({
        ...base("llm_output", ctx, ev),
        last_assistant_message: texts.length ? texts[texts.length - 1] : "",
        tool_calls: toolCalls(ev.lastAssistant),
        stop_hook_active: false,
      });
      if (r.message) {
        log(r.message);
        warnings.set(session(ctx, ev), r.message);
      }
    });

    // The user sees the warning in the outgoing message only when they chose
    // it (plugins.entries.hooktool.config.showWarnings): never a rewrite of
    // the agent's own words.
    api.on("message_sending", (ev, ctx) => {
      const cfg = api.pluginConfig || {};
      if (!cfg.showWarnings) return;
      const s = session(ctx, ev);
      const w = warnings.get(s);
      if (!w) return;
      warnings.delete(s);
      return { content: (ev.content || "") + "\n\n" + w };
    });

    api.on("agent_end", (ev, ctx) => {
      call({ ...base("agent_end", ctx, ev), success: !!ev.success });
      params.clear();
      fulls.clear();
    });

    api.on("session_end", (ev, ctx) => {
      call({ ...base("session_end", ctx, ev), reason: ev.reason || "other" });
      pending.delete(session(ctx, ev));
      warnings.delete(session(ctx, ev));
    });
  },
};
