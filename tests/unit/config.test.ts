import { describe, expect, it } from "vitest";
import { ConfigError } from "@/lib/env";
import { parseSiteConfig } from "@/lib/site-config";
import { checkConfig, parseServerConfig } from "@/server/config";

describe("configuration", () => {
  it("has example defaults so the site runs with no configuration", () => {
    const site = parseSiteConfig({});
    const server = parseServerConfig({});
    expect(site.SITE_URL).toBe("http://localhost:3000");
    expect(site.COMPANY_EMAIL).toMatch(/@example\.com$/);
    expect(server.DATABASE_URL).toBeUndefined();
    expect(server.SMTP_URL).toBeUndefined();
  });
  it("treats empty values as unset and trims the site URL", () => {
    expect(parseSiteConfig({ SITE_URL: "https://www.example.fi/", SMTP_URL: "" }).SITE_URL).toBe("https://www.example.fi");
    expect(parseServerConfig({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
  });
  it("stops with a message naming every bad value, site and server settings alike", () => {
    const bad = () => checkConfig({ SITE_URL: "not a url", COMPANY_EMAIL: "nope", DATABASE_URL: "mysql://x" });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/SITE_URL[\s\S]*COMPANY_EMAIL[\s\S]*DATABASE_URL/);
  });
});
