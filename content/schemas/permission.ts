import { z } from "zod";
import { isoDay } from "@/lib/content/fields";

/** Publishing is allowed in writing: the flag must be true and say when permission was given (proof and team members alike). */
export const permission = z.strictObject({
  granted: z.literal(true, { error: "must be true: publish only what has been allowed in writing" }),
  /** The day permission was given. */
  date: isoDay,
});
