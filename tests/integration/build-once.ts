/**
 * Vitest's global setup of the integration project: the build the servers of several test files
 * start from, made once before any of them runs. Built by each file, two workers wrote the same
 * build folder at once, one emptying it under the other's running server.
 */
import { build, isBuilt } from "../../scripts/build";
import { siteEnv } from "./helpers/site-process";

export default async function buildOnce(): Promise<void> {
  if (!isBuilt(siteEnv())) await build(siteEnv());
}
