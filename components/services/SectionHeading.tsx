import { Heading } from "@/components/ui/Heading";

/** The centred h2 and intro that open every section of a service page. */
export function SectionHeading({ id, title, intro, tone }: { id: string; title: string; intro?: string; tone?: "light" | "dark" }) {
  return <Heading id={id} title={title} lead={intro} size="section" tone={tone} className="mx-auto max-w-2xl text-center" />;
}
