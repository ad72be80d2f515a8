import { describe, expect, it } from "vitest";
import {
  formatAtLeast,
  formatUnder,
  formatBusinessId,
  formatDate,
  formatFileSize,
  formatMoney,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRange,
  formatTime,
  formatWords,
  formatterFor,
} from "@/lib/format";
import { CV_MAX_BYTES } from "@/lib/forms/cv";

const NBSP = "\u00a0";
const WJ = "\u2060";

describe("money", () => {
  it("writes euros the English way", () => {
    expect(formatMoney(450, "en")).toBe("€450");
    expect(formatMoney(5000, "en")).toBe("€5,000");
    expect(formatMoney(9200, "en")).toBe("€9,200");
    expect(formatMoney(0.4, "en")).toBe("€0.40");
    expect(formatMoney(0.3, "en")).toBe("€0.30");
  });

  it("writes euros the Finnish way, with no-break spaces inside the amount and before the sign", () => {
    expect(formatMoney(400, "fi")).toBe(`400${NBSP}€`);
    expect(formatMoney(5000, "fi")).toBe(`5${NBSP}000${NBSP}€`);
    expect(formatMoney(5600, "fi")).toBe(`5${NBSP}600${NBSP}€`);
    expect(formatMoney(0.4, "fi")).toBe(`0,40${NBSP}€`);
  });
});

describe("numbers and units", () => {
  it("groups thousands per language", () => {
    expect(formatNumber(5000, "en")).toBe("5,000");
    expect(formatNumber(5000, "fi")).toBe(`5${NBSP}000`);
  });

  it("keeps a number with its unit", () => {
    expect(formatQuantity(30, "fi", "minuutin")).toBe(`30${NBSP}minuutin`);
    expect(formatQuantity(24, "en", "hours")).toBe(`24${NBSP}hours`);
    expect(formatQuantity(8, "en")).toBe("8");
  });

  it("writes percentages with a space in Finnish and none in English, the plus on request", () => {
    expect(formatPercent(95, "fi")).toBe(`95${NBSP}%`);
    expect(formatPercent(95, "en")).toBe("95%");
    expect(formatPercent(40, "fi", { signed: true })).toBe(`+40${NBSP}%`);
    expect(formatPercent(150, "en", { signed: true })).toBe("+150%");
  });

  it("joins 'more than' to its number", () => {
    expect(formatAtLeast(8, "fi")).toBe(`8${WJ}+`);
    expect(formatAtLeast(100, "en")).toBe(`100${WJ}+`);
  });

  it("keeps 'less than' with its number and unit", () => {
    expect(formatUnder(1, "fi", "min")).toBe(`alle${NBSP}1${NBSP}min`);
    expect(formatUnder(1, "en", "min")).toBe(`<${NBSP}1${NBSP}min`);
  });
});

describe("ranges", () => {
  it("use an en dash without spaces and a word joiner after it, so they never break", () => {
    expect(formatRange(2, 4, "fi", "viikossa")).toBe(`2–${WJ}4${NBSP}viikossa`);
    expect(formatRange(1, 2, "en", "days")).toBe(`1–${WJ}2${NBSP}days`);
    expect(formatRange(15, 20, "en")).toBe(`15–${WJ}20`);
  });

  it("put the percent sign as the language does", () => {
    expect(formatRange(60, 80, "fi", "%")).toBe(`60–${WJ}80${NBSP}%`);
    expect(formatRange(60, 80, "en", "%")).toBe(`60–${WJ}80%`);
  });

  it("take ready-made ends: weekdays and times", () => {
    expect(formatRange("ma", "pe", "fi")).toBe(`ma–${WJ}pe`);
    expect(formatRange(formatTime(9, 0, "fi"), formatTime(17, 0, "fi"), "fi")).toBe(`9.00–${WJ}17.00`);
    expect(formatRange(formatTime(9, 0, "en"), formatTime(17, 30, "en"), "en")).toBe(`9:00–${WJ}17:30`);
  });

  it("format the numbers at both ends", () => {
    expect(formatRange(1000, 2000, "fi")).toBe(`1${NBSP}000–${WJ}2${NBSP}000`);
  });
});

describe("file sizes", () => {
  it("writes the CV limit as 5 Mt / 5 MB", () => {
    expect(formatFileSize(CV_MAX_BYTES, "fi")).toBe(`5${NBSP}Mt`);
    expect(formatFileSize(CV_MAX_BYTES, "en")).toBe(`5${NBSP}MB`);
  });
});

describe("dates", () => {
  it("writes a day the language's way", () => {
    expect(formatDate("2025-10-15", "fi")).toBe("15.10.2025");
    expect(formatDate("2025-10-15", "en")).toBe("15 October 2025");
  });
});

describe("business ID", () => {
  it("stays plain text (a copied ID pastes as typed)", () => {
    expect(formatBusinessId("1234567-8")).toBe("1234567-8");
    expect(formatBusinessId(" 12345678 ")).toBe("1234567-8");
  });

  it("refuses anything that is not seven digits and a check digit", () => {
    expect(() => formatBusinessId("123456-7")).toThrow(/business ID/);
  });
});

describe("number words", () => {
  it("writes one to ten in words, in Finnish in the case the sentence needs", () => {
    expect(formatWords(8, "en")).toBe("eight");
    expect(formatWords(8, "fi")).toBe("kahdeksan");
    expect(formatWords(8, "fi", "adessive")).toBe("kahdeksalla");
    expect(formatWords(6, "fi", "inessive")).toBe("kuudessa");
    expect(formatWords(1, "fi", "inessive")).toBe("yhdessä");
    expect(formatWords(10, "en")).toBe("ten");
  });

  it("leaves larger numbers, zero and fractions in figures", () => {
    expect(formatWords(11, "fi", "adessive")).toBe("11");
    expect(formatWords(1000, "en")).toBe("1,000");
    expect(formatWords(0, "en")).toBe("0");
    expect(formatWords(2.5, "fi")).toBe("2,50");
  });
});

describe("formatterFor", () => {
  it("binds every format to one language", () => {
    const fi = formatterFor("fi");
    expect(fi.range(3, 6, "kuukaudessa")).toBe(formatRange(3, 6, "fi", "kuukaudessa"));
    expect(fi.money(450)).toBe(`450${NBSP}€`);
    expect(fi.percent(40, { signed: true })).toBe(`+40${NBSP}%`);
    expect(fi.list(["a", "b"])).toBe("a ja b");
    expect(fi.words(8, "adessive")).toBe("kahdeksalla");
  });
});
