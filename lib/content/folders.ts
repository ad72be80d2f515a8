import { join, resolve } from "node:path";

/**
 * The folders a kind of content ("articles/en", "positions") is read from: content/<kind> and,
 * when TEST_CONTENT_DIR names a folder, the same kind there too. That variable is for tests only:
 * the end-to-end build adds fixture articles and positions (tests/fixtures/content) to the real ones.
 */
export function contentFolders(kind: string): string[] {
  const extra = process.env.TEST_CONTENT_DIR?.trim();
  return [join(process.cwd(), "content", kind), ...(extra ? [join(resolve(extra), kind)] : [])];
}

/** `npm run dev` previews content: it reads the files on every request and shows drafts, which a production build never does. */
export const previewing = () => process.env.NODE_ENV === "development";
