import type { UiText } from "@/content/ui";
import type { Screen } from "@/lib/routes";

type NavLabel = keyof UiText["nav"];

export type NavGroup = { label: NavLabel; items: { screen: Screen; label: NavLabel }[] };

/** The header's two service groups, shared by the desktop dropdowns and the mobile menu. */
export const navGroups: NavGroup[] = [
  {
    label: "smartCustomerService",
    items: [
      { screen: "chatAssistant", label: "chatAssistant" },
      { screen: "phoneReceptionist", label: "phoneReceptionist" },
    ],
  },
  {
    label: "marketingWithAi",
    items: [
      { screen: "aiSeo", label: "aiSeo" },
      { screen: "leadQualifier", label: "leadAutomation" },
    ],
  },
];

/** Company links of the footer. */
export const footerCompanyLinks = [
  { screen: "about", label: "about" },
  { screen: "jobs", label: "jobs" },
  { screen: "privacy", label: "privacy" },
] as const satisfies { screen: Screen; label: keyof UiText["footer"] }[];
