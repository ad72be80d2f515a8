import type { ReactNode } from "react";
import type { ServiceId } from "@/content/prices";
import { CallVisual } from "./CallVisual";
import { ChatVisual } from "./ChatVisual";
import { LeadFlowVisual } from "./LeadFlowVisual";
import { SeoVisual } from "./SeoVisual";
import type { VisualProps } from "./VisualFrame";

/** The product visual of each service page. */
export const serviceVisuals: Record<ServiceId, (props: VisualProps) => ReactNode> = {
  chatAssistant: ChatVisual,
  phoneReceptionist: CallVisual,
  aiSeo: SeoVisual,
  leadQualifier: LeadFlowVisual,
};
