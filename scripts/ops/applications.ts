/**
 * Job applications.
 *   npx tsx scripts/ops/applications.ts list            the applications, newest first
 *   npx tsx scripts/ops/applications.ts show <id>       one application with its cover letter
 *   npx tsx scripts/ops/applications.ts cv <id> [file]  saves the CV (default: its original name)
 */
import { writeFileSync } from "node:fs";
import { withDb } from "./db";

const [command, idArg, fileArg] = process.argv.slice(2);
const id = Number(idArg);

function usage(): never {
  console.error("Usage: applications.ts list | show <id> | cv <id> [file]");
  process.exit(2);
}

if (command !== "list" && !(command === "show" || command === "cv")) usage();
if (command !== "list" && !Number.isInteger(id)) usage();

await withDb(async (db) => {
  if (command === "list") {
    const { rows } = await db.query<{ id: number; created_at: Date; job_title: string; name: string; email: string; phone: string; cv_file_name: string; cv_size: number }>(
      "SELECT id, created_at, job_title, name, email, phone, cv_file_name, cv_size FROM job_applications ORDER BY created_at DESC",
    );
    if (rows.length === 0) console.log("No applications.");
    for (const r of rows) {
      console.log(`#${r.id}  ${r.created_at.toISOString().slice(0, 16).replace("T", " ")}  ${r.job_title}  ${r.name} <${r.email}> ${r.phone}  CV: ${r.cv_file_name} (${Math.ceil(r.cv_size / 1024)} KiB)`);
    }
    return;
  }
  const { rows } = await db.query<{ name: string; email: string; phone: string; job_title: string; cover_letter: string; cv: Uint8Array; cv_file_name: string; language: string; created_at: Date }>(
    "SELECT * FROM job_applications WHERE id = $1",
    [id],
  );
  const row = rows[0];
  if (!row) {
    console.error(`No application #${id}.`);
    process.exit(1);
  }
  if (command === "show") {
    console.log(`#${id} ${row.job_title} (${row.language}), ${row.created_at.toISOString()}\n${row.name} <${row.email}> ${row.phone}\nCV: ${row.cv_file_name}\n\n${row.cover_letter}`);
    return;
  }
  const file = fileArg ?? row.cv_file_name;
  writeFileSync(file, Buffer.from(row.cv), { flag: fileArg ? "w" : "wx" });
  console.log(`CV of application #${id} saved to ${file}`);
});
