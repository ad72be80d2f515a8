/**
 * Runs once when the server starts: validates the configuration (a bad value stops the
 * start with a clear message), migrates the database, starts the mail outbox worker and
 * installs the graceful shutdown. Node.js runtime only; nothing runs during `next build`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServer } = await import("./server/startup");
  await startServer();
}
