/** What the budget test measures (tests/budgets.test.ts): its profiles and each profile's pages, from the environment. */
import { profileNames, type Profile } from "./lighthouse";
import { selectPages, type BenchPage } from "./pages";

type Env = Record<string, string | undefined>;
const list = (value: string | undefined) => (value ?? "").split(",").map((item) => item.trim()).filter(Boolean);

/** PERF_PROFILES (e.g. mobile), else every profile. */
export function profilesIn(env: Env): Profile[] {
  const names = list(env.PERF_PROFILES);
  return (names.length > 0 ? names : profileNames).map((name) => {
    if (!profileNames.includes(name as Profile)) throw new Error(`PERF_PROFILES: unknown profile ${name} (known: ${profileNames.join(", ")})`);
    return name as Profile;
  });
}

/**
 * A profile's pages: PERF_PAGES_<PROFILE> (e.g. PERF_PAGES_CPU8), else PERF_PAGES, else every
 * page. PERF_PAGES_<PROFILE> set but empty measures no page in that profile.
 */
export function pagesIn(env: Env, profile: Profile): BenchPage[] {
  const own = env[`PERF_PAGES_${profile.toUpperCase()}`];
  if (own !== undefined && list(own).length === 0) return [];
  return selectPages(list(own ?? env.PERF_PAGES));
}
