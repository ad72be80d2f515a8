/** Small files with the right (or wrong) first bytes for the CV checks. */
export const pdfBytes = () => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.from("fake pdf body ".repeat(50)), Buffer.from([0, 1, 2, 255])]);
export const docBytes = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(200, 7)]);
export const docxBytes = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 9)]);

export function file(bytes: Buffer, name: string, type = "application/octet-stream"): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

export function applicationForm(overrides: Record<string, string | File | null> = {}): FormData {
  const values: Record<string, string | File | null> = {
    name: "Maija Meikäläinen",
    email: "maija@example.fi",
    phone: "+358 40 123 4567",
    coverLetter: "Haluan myymään tekoälyä.",
    cv: file(pdfBytes(), "maija-cv.pdf", "application/pdf"),
    position: "cold-caller",
    lang: "fi",
    website: "",
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== null) form.append(key, value);
  return form;
}

export const sameOrigin = { ip: "203.0.113.9", origin: "https://site.test", host: "site.test", fetchSite: "same-origin" };
