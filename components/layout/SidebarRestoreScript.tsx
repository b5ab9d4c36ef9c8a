import { SIDEBAR_MEMORY_KEY } from '@/lib/browser/sidebarMemory';

// Runs inline, right after the sidebar's markup and before it is painted: the categories the reader opened or closed
// this visit, and how far the sidebar was scrolled (lib/browser/sidebarMemory.ts), are applied at once, so moving to
// another page never shows the sidebar jump. SidebarNav keeps them up to date once the page is interactive.
const script = `(function(){try{var m=JSON.parse(sessionStorage.getItem(${JSON.stringify(SIDEBAR_MEMORY_KEY)})||'null');var s=document.getElementById('sidebar');if(!m||!s)return;var o=m.open||{};s.querySelectorAll('details[data-category]').forEach(function(d){var v=o[d.getAttribute('data-category')];if(typeof v==='boolean')d.open=v;});if(typeof m.scroll==='number')s.scrollTop=m.scroll;}catch(_){}})();`;

export default function SidebarRestoreScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
