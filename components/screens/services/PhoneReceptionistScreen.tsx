import { ServicePage } from "@/components/services/ServicePage";
import { prices } from "@/content/prices";
import { phoneReceptionistCopy, phoneReceptionistIcons } from "@/content/services/phone-receptionist";
import type { Lang } from "@/lib/i18n";

export function PhoneReceptionistScreen({ lang }: { lang: Lang }) {
  return (
    <ServicePage
      service="phoneReceptionist"
      lang={lang}
      copy={phoneReceptionistCopy[lang]}
      pricing={prices.phoneReceptionist}
      heroIcon="phone"
      featureIcons={phoneReceptionistIcons}
    />
  );
}
