import { ImageResponse } from "next/og";
import { pageMeta } from "@/content/meta";
import { siteConfig } from "@/lib/site-config";
import { languages, type Lang } from "@/lib/i18n";
import { screens, type Screen } from "@/lib/routes";
import { shareImageSize } from "@/site/seo/urls";

// Every share image is drawn at build time; nothing is fetched.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return languages.flatMap((lang) => screens.map((screen) => ({ lang, image: `${screen}.png` })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; image: string }> }) {
  const { lang, image } = await params;
  const screen = image.replace(/\.png$/, "") as Screen;
  const meta = pageMeta[lang as Lang][screen];
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: 72,
          background: "linear-gradient(135deg, #312e81 0%, #4338ca 55%, #0f766e 100%)",
          color: "white",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 36, fontWeight: 700 }}>
          <div style={{ width: 56, height: 56, borderRadius: 16, background: "#5eead4" }} />
          {siteConfig().COMPANY_NAME}
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
          <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{meta.title}</div>
          <div style={{ fontSize: 30, opacity: 0.9, lineHeight: 1.35 }}>{meta.description}</div>
        </div>
      </div>
    ),
    shareImageSize,
  );
}
