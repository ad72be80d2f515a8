import { build, isBuilt } from "../../scripts/build/build";
import { siteEnv } from "../integration/helpers/site-process";

/** The contract tests read the end-to-end suite's build (built here when stale, then reused by it). */
export default async function setup() {
  const env = siteEnv() as Record<string, string>;
  if (!isBuilt(env)) await build(env);
}
