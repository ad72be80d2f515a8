/**
 * Job applications.
 *   npm run ops:applications -- list            the applications, newest first
 *   npm run ops:applications -- show <id>       one application with its cover letter
 *   npm run ops:applications -- cv <id> [file]  saves the CV (default: its original name)
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { desc, eq } from "drizzle-orm";
import { jobApplications as applications } from "@/server/db/schema";
import { withDb } from "./db";

const { positionals } = parseArgs({ allowPositionals: true });
const [command, idArg, fileArg] = positionals;
const id = Number(idArg);

function usage(): never {
  console.error("Usage: applications.ts list | show <id> | cv <id> [file]");
  process.exit(2);
}

if (command !== "list" && !(command === "show" || command === "cv")) usage();
if (command !== "list" && !Number.isInteger(id)) usage();

await withDb(async (db) => {
  if (command === "list") {
    const rows = await db
      .select({
        id: applications.id,
        createdAt: applications.createdAt,
        jobTitle: applications.jobTitle,
        name: applications.name,
        email: applications.email,
        phone: applications.phone,
        cvFileName: applications.cvFileName,
        cvSize: applications.cvSize,
      })
      .from(applications)
      .orderBy(desc(applications.createdAt));
    if (rows.length === 0) console.log("No applications.");
    for (const r of rows) {
      console.log(`#${r.id}  ${r.createdAt.toISOString().slice(0, 16).replace("T", " ")}  ${r.jobTitle}  ${r.name} <${r.email}> ${r.phone}  CV: ${r.cvFileName} (${Math.ceil(r.cvSize / 1024)} KiB)`);
    }
    return;
  }
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) {
    console.error(`No application #${id}.`);
    process.exit(1);
  }
  if (command === "show") {
    console.log(`#${id} ${row.jobTitle} (${row.language}), ${row.createdAt.toISOString()}\n${row.name} <${row.email}> ${row.phone}\nCV: ${row.cvFileName}\n\n${row.coverLetter}`);
    return;
  }
  const file = fileArg ?? row.cvFileName;
  writeFileSync(file, row.cv, { flag: fileArg ? "w" : "wx" });
  console.log(`CV of application #${id} saved to ${file}`);
});
