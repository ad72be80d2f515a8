import { SEQ_FIELD } from "@/lib/forms/state";

/**
 * A form's post from an island: the same post the browser makes without JavaScript, to the same
 * address, asking for the answer as JSON instead of the page (server/http/page-form-posts.ts).
 * A failure of any kind throws, and the form shows its "failed" answer with what was typed kept.
 */
export async function postForm<S extends { seq: number }>(prev: S, data: FormData): Promise<S> {
  const address = window.location.href.split("#")[0]!;
  data.set(SEQ_FIELD, String(prev.seq));
  const response = await fetch(address, { method: "POST", body: data, headers: { Accept: "application/json" } });
  if (!(response.headers.get("content-type") ?? "").startsWith("application/json")) throw new Error(`the post was answered with ${response.status}`);
  return (await response.json()) as S;
}
