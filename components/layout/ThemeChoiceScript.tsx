// Runs inline, before the navbar is painted: marks on <html> which colour mode the reader chose (Auto, Light or
// Dark, from localStorage "theme" as next-themes keeps it), so the toggle's icon is right from the first paint.
// next-themes' own script marks only the resolved mode. Blocked storage means Auto.
const script = `(function(){var c='system';try{c=localStorage.getItem('theme')||c;}catch(_){}if(c!=='light'&&c!=='dark')c='system';document.documentElement.dataset.themeChoice=c;})();`;

export default function ThemeChoiceScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
