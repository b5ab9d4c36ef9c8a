import InlineScript from '@/components/shared/InlineScript';
import { markThemeChoice, THEME_KEY } from '@/lib/browser/themeChoice';

/** Before the navbar is painted: the toggle's icon shows the stored choice from the first paint (no flash). */
export default function ThemeChoiceScript() {
  return <InlineScript fn={markThemeChoice} args={[THEME_KEY]} />;
}
