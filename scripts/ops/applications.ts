/**
 * Job applications.
 *   npm run ops:applications -- list                      the applications, newest first
 *   npm run ops:applications -- show <id>                 one application with its cover letter
 *   npm run ops:applications -- cv <id> [file] [--force]  saves the CV (default: its original name)
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { desc, eq } from "drizzle-orm";
import { cvFilePath } from "@/server/db/cv-files";
import { jobApplications as applications } from "@/server/db/schema";
import { commandLine, fail, parseId, printable } from "./cli";
import { withDb } from "./db";
import { writeOutput } from "./files";

const usage = "Usage: npm run ops:applications -- list | show <id> | cv <id> [file] [--force]";
const { values, positionals } = commandLine(usage, { allowPositionals: true, options: { force: { type: "boolean", default: false } } });
const [command, idArg, fileArg, ...extra] = positionals;
const id = parseId(idArg);
const arity = { list: 1, show: 2, cv: 3 }[command ?? ""];
if (!arity || positionals.length > arity || extra.length > 0 || (command !== "list" && id === undefined)) fail(usage, 2);

const time = (date: Date) => date.toISOString().slice(0, 16).replace("T", " ");

await withDb(async (db) => {
  if (command === "list") {
    const { id, createdAt, jobTitle, name, email, phone, cvFileName, cvSize } = applications; // not every CV
    const rows = await db.select({ id, createdAt, jobTitle, name, email, phone, cvFileName, cvSize }).from(applications).orderBy(desc(createdAt));
    if (rows.length === 0) console.log("No applications.");
    for (const r of rows) {
      const who = printable(`${r.jobTitle}  ${r.name} <${r.email}> ${r.phone}  CV: ${r.cvFileName}`);
      console.log(`#${r.id}  ${time(r.createdAt)}  ${who} (${Math.ceil(r.cvSize / 1024)} KiB)`);
    }
    return;
  }
  const [row] = await db.select().from(applications).where(eq(applications.id, id!));
  if (!row) fail(`No application #${id}.`);
  if (command === "show") {
    console.log(`#${id} ${printable(row.jobTitle)} (${row.language}), ${row.createdAt.toISOString()}`);
    console.log(printable(`${row.name} <${row.email}> ${row.phone}`));
    console.log(`CV: ${printable(row.cvFileName)}\n`);
    // The cover letter keeps its lines, each marked as quoted text.
    for (const line of row.coverLetter.split(/\r?\n/)) console.log(`> ${printable(line)}`);
    return;
  }
  const file = fileArg ?? basename(row.cvFileName);
  // With PGlite the CV is a file beside the database (server/db/cv-files.ts).
  writeOutput(file, row.cv ?? readFileSync(cvFilePath(db.cvDir!, row.cvFile!)), values.force);
  console.log(`CV of application #${id} saved to ${printable(file)}`);
});
