// `npm run check:content`: reads every article (drafts too), position, testimonial and case study as the build will, and
// says what is wrong with them, naming the file and the field, or that all is well. The quick
// check before publishing (README, "Writing an article"); the build runs the same checks.
import { loadArticles } from "../content/articles";
import { loadPositions } from "../content/positions";
import { loadCaseStudies, loadTestimonials } from "../content/proof";
import { ContentError } from "../lib/content/collection";
import { contentFolders } from "../lib/content/folders";

try {
  const articles = loadArticles({ en: contentFolders("articles/en"), fi: contentFolders("articles/fi") }, { drafts: true });
  const positions = loadPositions(contentFolders("positions"));
  const testimonials = loadTestimonials(contentFolders("testimonials"));
  const caseStudies = loadCaseStudies(contentFolders("case-studies"));
  for (const lang of ["fi", "en"] as const) {
    for (const a of articles[lang]) console.log(`${a.draft ? "draft    " : "published"}  ${a.file}`);
  }
  const counts = `${articles.fi.length + articles.en.length} articles, ${positions.length} positions, ${testimonials.length} testimonials and ${caseStudies.length} case studies`;
  console.log(`\nAll is well: ${counts} follow the rules.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
