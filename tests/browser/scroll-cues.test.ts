// Content that scrolls sideways on a phone says so: every article table and every focusable scroll frame (code,
// diagrams, the audit log) that is wider than its box fades out at the edge where more content waits, and at the
// other edge once scrolled. Nothing is marked that does not scroll.
import type { Page } from 'playwright-core';
import { openPage, settled, waitForReady } from './support';

// Pages with frames wider than a phone: a table, a code block, and many code blocks.
const PAGES = ['/manage/users/user-role-personas', '/manage/users/single-sign-on', '/developer/graphql-reference/graphql-sample-querys'];
const FRAMES = '.markdown :is(table, [tabindex="0"])';

interface Cue {
  start: string;
  end: string;
  mask: string;
}

/** Marks every frame that scrolls sideways and returns how many; the cues are read per frame. */
function markScrolling(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const frames = [...document.querySelectorAll<HTMLElement>(selector)].filter((f) => f.scrollWidth > f.clientWidth + 1 && f.getClientRects().length > 0);
    for (const [i, f] of frames.entries()) f.dataset.cueTest = String(i);
    return frames.length;
  }, FRAMES);
}

function cue(page: Page, i: number): Promise<Cue> {
  return page.evaluate((n) => {
    const f = document.querySelector(`[data-cue-test="${n}"]`)!;
    const style = getComputedStyle(f);
    return {
      start: style.getPropertyValue('--scroll-cue-start').trim(),
      end: style.getPropertyValue('--scroll-cue-end').trim(),
      mask: style.maskImage || style.webkitMaskImage,
    };
  }, i);
}

describe('sideways scrolling on phones', () => {
  test.each(PAGES)('%s: every frame that scrolls sideways shows an edge cue where more content is', async (route) => {
    const { page, close } = await openPage(route, { viewport: { width: 390, height: 800 } });
    await waitForReady(page);
    // Scroll timelines are sampled at frame time: frames have passed since the last layout change.
    await settled(page);
    const count = await markScrolling(page);
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const at = await cue(page, i);
      expect({ i, mask: at.mask === 'none', start: at.start, endShown: at.end !== '0px' }).toEqual({ i, mask: false, start: '0px', endShown: true });
      await page.evaluate((n) => {
        const f = document.querySelector(`[data-cue-test="${n}"]`)!;
        f.scrollLeft = f.scrollWidth;
      }, i);
      // The cue follows the scroll position on the next frame.
      await page.waitForFunction((n) => {
        const style = getComputedStyle(document.querySelector(`[data-cue-test="${n}"]`)!);
        return style.getPropertyValue('--scroll-cue-start').trim() !== '0px' && style.getPropertyValue('--scroll-cue-end').trim() === '0px';
      }, i);
      const end = await cue(page, i);
      expect({ i, startShown: end.start !== '0px', end: end.end }).toEqual({ i, startShown: true, end: '0px' });
    }
    await close();
  });

  test('a table that fits has no cue', async () => {
    const { page, close } = await openPage('/permissions-firewall/services/regions', { viewport: { width: 1280, height: 800 } });
    await waitForReady(page);
    await settled(page);
    const fits = await page.evaluate((selector) => {
      const table = [...document.querySelectorAll<HTMLElement>(selector)].find((t) => t.tagName === 'TABLE' && t.scrollWidth <= t.clientWidth);
      if (!table) return null;
      const style = getComputedStyle(table);
      // The cue's rule applies to it (its mask is set), and its timeline, inactive, leaves the edges at 0.
      return {
        masked: style.maskImage !== 'none',
        start: style.getPropertyValue('--scroll-cue-start').trim(),
        end: style.getPropertyValue('--scroll-cue-end').trim(),
      };
    }, FRAMES);
    expect(fits).toEqual({ masked: true, start: '0px', end: '0px' });
    await close();
  });
});
