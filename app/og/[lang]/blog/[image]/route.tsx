import { ImageResponse } from "next/og";
import { articles } from "@/content/articles";
import { plainText } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import { languages, type Lang } from "@/lib/i18n";
import { blogPaths } from "@/lib/routes";
import { articleOf } from "@/site/blog/catalog";
import { shareImageSize } from "@/site/seo/urls";
import { displayAddress } from "@/components/share-images/display-address";
import { shareFonts } from "@/components/share-images/share-fonts";
import { ShareImage } from "@/components/share-images/ShareImage";

// Each article's share image, drawn at build time like the pages' (app/og/[lang]/[image]): its title and description over its service's motif.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return languages.flatMap((lang) => articles(lang).map((article) => ({ lang, image: `${article.slug}.png` })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; image: string }> }) {
  const { lang, image } = await params;
  const article = articleOf(lang as Lang, image.replace(/\.png$/, ""))!;
  return new ImageResponse(
    (
      <ShareImage
        screen={article.section}
        title={plainText(article.title)}
        description={article.description}
        company={siteConfig().COMPANY_NAME}
        address={displayAddress(blogPaths.article(article.lang, article.slug))}
      />
    ),
    { ...shareImageSize, fonts: await shareFonts() },
  );
}
