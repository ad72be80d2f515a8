import type { IconName } from "@/content/services/types";
import type { UiText } from "@/content/ui";
import type { Screen } from "@/lib/routes";

type NavLabel = keyof UiText["nav"];
type ServiceScreen = keyof UiText["header"]["descriptions"] & Screen;

export type NavItem = { screen: ServiceScreen; label: NavLabel; icon: IconName };
export type NavGroup = { id: string; label: NavLabel; items: NavItem[] };

/**
 * The header's two service groups, shared by the desktop menus and the mobile menu. Each item
 * shows its icon, its label and a one-line description (`ui[lang].header.descriptions`).
 */
export const navGroups: NavGroup[] = [
  {
    id: "customer-service",
    label: "smartCustomerService",
    items: [
      { screen: "chatAssistant", label: "chatAssistant", icon: "chat" },
      { screen: "phoneReceptionist", label: "phoneReceptionist", icon: "phone" },
    ],
  },
  {
    id: "marketing",
    label: "marketingWithAi",
    items: [
      { screen: "aiSeo", label: "aiSeo", icon: "chart" },
      { screen: "leadQualifier", label: "leadAutomation", icon: "target" },
    ],
  },
];

/** Company links of the footer. */
export const footerCompanyLinks = [
  { screen: "about", label: "about" },
  { screen: "jobs", label: "jobs" },
  { screen: "privacy", label: "privacy" },
] as const satisfies { screen: Screen; label: keyof UiText["footer"] }[];
