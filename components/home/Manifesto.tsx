import { Heading } from "@/components/ui/Heading";
import { homeCopy } from "@/content/pages/home";
import type { Lang } from "@/lib/i18n";
import styles from "./manifesto.module.css";

/** Decorative illustrations around the manifesto: a row above the text on small screens, around it on large ones, floating while pointed at. */
const images = [
  { src: "/images/float-chat.svg", place: "lg:left-0 lg:top-0", delay: "0s" },
  { src: "/images/float-voice.svg", place: "lg:right-2 lg:top-10", delay: "-2s" },
  { src: "/images/float-growth.svg", place: "lg:left-10 lg:bottom-0", delay: "-4s" },
  { src: "/images/float-calendar.svg", place: "lg:right-0 lg:bottom-6", delay: "-5.5s" },
];

export function Manifesto({ lang }: { lang: Lang }) {
  const t = homeCopy[lang].manifesto;
  return (
    <section data-reveal="" aria-labelledby="manifesto-title" className={`${styles.scene} bg-mist py-10 sm:py-24`}>
      <div className="container-page relative">
        {/* Decoration: left out on a phone, where the text alone is long enough. */}
        <div className="mb-10 flex justify-center gap-4 max-sm:hidden sm:gap-6 lg:mb-0">
          {images.map((image) => (
            <img
              key={image.src}
              src={image.src}
              alt=""
              // Below the first screen: fetched as it nears, not with the page, whose largest paint would wait for them.
              loading="lazy"
              width={160}
              height={160}
              style={{ animationDelay: image.delay }}
              className={`${styles.float} h-16 w-16 drop-shadow-md sm:h-20 sm:w-20 lg:absolute lg:h-24 lg:w-24 xl:h-32 xl:w-32 ${image.place}`}
            />
          ))}
        </div>
        <div className="mx-auto max-w-2xl text-center lg:py-6">
          <Heading id="manifesto-title" title={t.title} size="section">
            {t.paragraphs.map((paragraph) => <p key={paragraph} className="mt-4 leading-relaxed text-pretty text-muted sm:mt-6 sm:text-lg">{paragraph}</p>)}
            <p className="mt-8 text-xl font-semibold text-brand">{t.signature}</p>
          </Heading>
        </div>
      </div>
    </section>
  );
}
