/**
 * The open positions: their ids in display order and the facts that do not depend on language.
 * The texts are in content/jobs.ts; the apply route's ?job=N is an index into this list.
 */
export const jobIds = ["salesRep", "coldCaller", "onboardingSpecialist"] as const;
export type JobId = (typeof jobIds)[number];

/** Facts of each posting that do not depend on language (JobPosting structured data). */
export const jobFacts: Record<JobId, { datePosted: string; validThrough: string; employmentType: string[]; remote: boolean }> = {
  salesRep: { datePosted: "2024-12-18", validThrough: "2025-03-18", employmentType: ["FULL_TIME"], remote: false },
  coldCaller: { datePosted: "2024-12-18", validThrough: "2025-03-18", employmentType: ["PART_TIME", "FULL_TIME"], remote: true },
  onboardingSpecialist: { datePosted: "2024-12-18", validThrough: "2025-03-18", employmentType: ["FULL_TIME"], remote: true },
};

/** The position a ?job= value selects: its index when valid, otherwise the first (default 0). */
export function jobIndexFromQuery(value: string | string[] | null | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw == null || !/^\d+$/.test(raw)) return 0;
  const index = Number(raw);
  return index < jobIds.length ? index : 0;
}
