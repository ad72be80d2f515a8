import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "@/lib/config";

describe("configuration", () => {
  it("has example defaults so the site runs with no configuration", () => {
    const config = parseConfig({});
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.COMPANY_EMAIL).toMatch(/@example\.com$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });
  it("treats empty values as unset and trims the site URL", () => {
    expect(parseConfig({ SITE_URL: "https://www.example.fi/", SMTP_URL: "" }).SITE_URL).toBe("https://www.example.fi");
  });
  it("stops with a message naming every bad value", () => {
    const bad = () => parseConfig({ SITE_URL: "not a url", COMPANY_EMAIL: "nope", DATABASE_URL: "mysql://x" });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/SITE_URL[\s\S]*COMPANY_EMAIL[\s\S]*DATABASE_URL/);
  });
});
