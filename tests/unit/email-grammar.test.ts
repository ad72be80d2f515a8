import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { emailField, isValidEmail } from "@/lib/forms/fields";

/** One grammar for e-mail addresses (docs/decisions/011-one-email-grammar.md). */
const check = (value: string) => {
  const result = z.object({ email: emailField }).safeParse({ email: value });
  return result.success ? "ok" : result.error.issues[0]!.message;
};

const refused = [
  "x<victim@example.com>",
  "y<victim@example.com>",
  "postmaster,z@x.io",
  "<script>alert(1)</script>@x.io",
  "a\u001bb@x.io",
  "a\u0000b@x.io",
  "a@x.io\u001b[2J",
  "a\u0085b@x.io",
  "Name <a@b.fi>",
  "a@b.fi, c@d.fi",
  "a@b.fi;c@d.fi",
  '"quoted"@x.io',
  "a b@x.io",
  "ä@x.fi",
  "a@-x.fi",
  "a@x-.fi",
  "a@x..fi",
  "@x.fi",
  "a@",
  // A dotless domain is not deliverable on the public internet (docs/decisions/011-one-email-grammar.md).
  "foo@bar",
  "user@localhost",
  "a@b",
  "a@b.",
];

describe("e-mail grammar: the HTML standard's valid e-mail address with a dotted domain, at most 254 characters", () => {
  it.each(refused)("refuses %j", (address) => {
    expect(check(address)).toBe("emailInvalid");
    expect(isValidEmail(address)).toBe(false);
  });

  it.each(["user@example.com", "a.b+tag@sub.example.co", "o'brien@x.ie", "#!$%&'*+-/=?^_`{}|~@example.org", "a@b.c", "x@1.2"])("accepts %j", (address) => {
    expect(check(address)).toBe("ok");
    expect(isValidEmail(address)).toBe(true);
  });

  it("trims first, then checks required, length and grammar in that order", () => {
    expect(check("  a@x.fi\n")).toBe("ok");
    expect(check("   ")).toBe("emailRequired");
    const local = "a".repeat(64);
    const domain = (n: number) => Array.from({ length: n }, () => "b".repeat(61)).join(".");
    const head = `${local}@${domain(3)}.`;
    const exact = head + "c".repeat(254 - head.length);
    expect(exact).toHaveLength(254);
    expect(check(exact)).toBe("ok");
    expect(check(`a${exact}`)).toBe("tooLong");
    expect(isValidEmail(`a${exact}`)).toBe(false);
  });
});
