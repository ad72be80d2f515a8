import { ImageResponse } from "next/og";
import { pageMeta } from "@/content/meta";
import { siteConfig } from "@/lib/site-config";
import { languages, type Lang } from "@/lib/i18n";
import { pathFor, screens, type Screen } from "@/lib/routes";
import { shareImageSize } from "@/site/seo/urls";
import { displayAddress } from "@/components/share-images/display-address";
import { shareFonts } from "@/components/share-images/share-fonts";
import { ShareImage } from "@/components/share-images/ShareImage";

// Every share image is drawn at build time; nothing is fetched.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return languages.flatMap((lang) => screens.map((screen) => ({ lang, image: `${screen}.png` })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; image: string }> }) {
  const { lang, image } = await params;
  const screen = image.replace(/\.png$/, "") as Screen;
  const { title, description } = pageMeta[lang as Lang][screen];
  return new ImageResponse(
    (
      <ShareImage
        screen={screen}
        title={title}
        description={description}
        company={siteConfig().COMPANY_NAME}
        address={displayAddress(pathFor(screen, lang as Lang))}
      />
    ),
    { ...shareImageSize, fonts: await shareFonts() },
  );
}
