// The carousel page in Chromium: buttons that apply only when the row can scroll, inert slides out of view, the
// status message, keyboard use, swiping with a mouse drag, reduced motion, the server's plain row, and axe.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

const PATH = '/components/carousel';

/** The default example: 8 cards; one in view on a phone, three from xl. */
const perViewAt = { 375: 1, 1440: 3 } as const;

function carousel(page: Page, name: string) {
  const region = page.getByRole('region', { name, exact: true });
  return {
    region,
    status: region.getByRole('status'),
    previous: region.getByRole('button', { name: /^Previous/ }),
    next: region.getByRole('button', { name: /^Next/ }),
    slide: (label: string) => region.getByRole('group', { name: label, exact: true }),
    slides: region.getByRole('group'),
  };
}

const shown = (first: number, last: number, count: number) =>
  first === last ? `Showing item ${first} of ${count}` : `Showing items ${first} to ${last} of ${count}`;

async function expectInert(slides: Locator, inView: number[]) {
  const count = await slides.count();
  for (let index = 0; index < count; index += 1) {
    const slide = slides.nth(index);
    if (inView.includes(index + 1)) await expect(slide).not.toHaveAttribute('inert');
    else await expect(slide).toHaveAttribute('inert', '');
  }
}

/** The distinct x positions a slide takes, frame by frame, over the 20 frames after `button` is clicked. */
async function positionsAfterClick(button: Locator, slide: Locator): Promise<number[]> {
  const target = await slide.elementHandle();
  return button.evaluate(async (element, slideElement) => {
    const positions = new Set<number>();
    const x = () => Math.round((slideElement as HTMLElement).getBoundingClientRect().x);
    positions.add(x());
    (element as HTMLButtonElement).click();
    for (let frame = 0; frame < 20; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      positions.add(x());
    }
    return [...positions];
  }, target);
}

for (const width of [375, 1440] as const) {
  const perView = perViewAt[width];

  test.describe(`Carousel at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('starts at the first slides: previous unavailable, next available, later slides inert', async ({
      page,
    }) => {
      await page.goto(PATH);
      const extras = carousel(page, 'Extras you can claim');
      await expect(extras.region).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(extras.status).toHaveText(shown(1, perView, 8));
      await expect(extras.slides).toHaveCount(8);
      await expect(extras.slide('1 of 8')).toHaveAttribute('aria-roledescription', 'slide');
      await expect(extras.previous).toHaveAttribute('aria-disabled', 'true');
      await expect(extras.next).not.toHaveAttribute('aria-disabled');
      await expectInert(
        extras.slides,
        Array.from({ length: perView }, (_, index) => index + 1),
      );
    });

    test('next shows the next slide, updates the status and inert slides, and keeps focus', async ({
      page,
    }) => {
      await page.goto(PATH);
      const extras = carousel(page, 'Extras you can claim');
      await expect(extras.status).toHaveText(shown(1, perView, 8));
      await extras.next.click();
      await expect(extras.status).toHaveText(shown(2, perView + 1, 8));
      await expect(extras.next).toBeFocused();
      await expect(extras.previous).not.toHaveAttribute('aria-disabled');
      await expectInert(
        extras.slides,
        Array.from({ length: perView }, (_, index) => index + 2),
      );
      await expect(extras.slide('1 of 8')).not.toBeInViewport({ ratio: 0.5 });
      await expect(extras.slide(`${perView + 1} of 8`)).toBeInViewport();
    });

    test('keyboard: Enter and Space on the buttons scroll, and Tab then reaches only slides in view', async ({
      page,
    }) => {
      await page.goto(PATH);
      const extras = carousel(page, 'Extras you can claim');
      await expect(extras.status).toHaveText(shown(1, perView, 8));
      await extras.previous.focus();
      await page.keyboard.press('Enter');
      await expect(extras.status).toHaveText(shown(1, perView, 8));
      await expect(extras.previous).toBeFocused();

      await page.keyboard.press('Tab');
      await expect(extras.next).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(extras.status).toHaveText(shown(2, perView + 1, 8));
      await page.keyboard.press('Space');
      await expect(extras.status).toHaveText(shown(3, perView + 2, 8));
      await expect(extras.next).toBeFocused();

      await page.keyboard.press('Shift+Tab');
      await expect(extras.previous).toBeFocused();
      await page.keyboard.press('Space');
      await expect(extras.status).toHaveText(shown(2, perView + 1, 8));

      // The next Tab stop after the buttons is the first link in view, never one in an inert slide.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const focusedSlide = extras.slide('2 of 8');
      await expect(focusedSlide.getByRole('link')).toBeFocused();
      await expect(focusedSlide).toBeInViewport({ ratio: 0.9 });
    });

    test('keyboard: Tab through the slides in view leaves the row still, and Shift+Tab walks back', async ({
      page,
    }) => {
      await page.goto(PATH);
      const extras = carousel(page, 'Extras you can claim');
      await expect(extras.status).toHaveText(shown(1, perView, 8));
      await extras.next.focus();
      for (let index = 1; index <= perView; index += 1) {
        await page.keyboard.press('Tab');
        await expect(extras.slide(`${index} of 8`).getByRole('link')).toBeFocused();
        await expect(extras.status).toHaveText(shown(1, perView, 8));
      }
      for (let index = perView - 1; index >= 1; index -= 1) {
        await page.keyboard.press('Shift+Tab');
        await expect(extras.slide(`${index} of 8`).getByRole('link')).toBeFocused();
      }
      await expect(extras.status).toHaveText(shown(1, perView, 8));
      await expect(extras.slide('1 of 8')).toBeInViewport({ ratio: 0.9 });
    });

    test('at the end, next is unavailable but keeps focus, and the last slides are shown', async ({
      page,
    }) => {
      await page.goto(PATH);
      const extras = carousel(page, 'Extras you can claim');
      await expect(extras.status).toHaveText(shown(1, perView, 8));
      const steps = 8 - perView;
      for (let step = 1; step <= steps; step += 1) {
        await extras.next.click();
        await expect(extras.status).toHaveText(shown(1 + step, perView + step, 8));
      }
      await expect(extras.next).toHaveAttribute('aria-disabled', 'true');
      await expect(extras.next).toBeFocused();
      // Playwright waits for aria-disabled buttons to become enabled; force a click to check it is ignored.
      await extras.next.click({ force: true });
      await expect(extras.status).toHaveText(shown(9 - perView, 8, 8));
      await expect(extras.slide('8 of 8')).toBeInViewport();
    });

    test('a mouse drag swipes to later slides', async ({ page }) => {
      await page.goto(PATH);
      const extras = carousel(page, 'Extras you can claim');
      await expect(extras.status).toHaveText(shown(1, perView, 8));
      // Grab the first card by its text, away from its link.
      const box = await extras.slide('1 of 8').getByText('Dental', { exact: true }).boundingBox();
      if (!box) throw new Error('The first card has no box');
      const y = box.y + box.height / 2;
      const startX = box.x + 40;
      await page.mouse.move(startX, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) await page.mouse.move(startX - step * 25, y);
      await page.mouse.up();
      await expect(extras.status).not.toHaveText(shown(1, perView, 8));
      await expect(extras.slide('1 of 8')).toHaveAttribute('inert', '');
      await expect(extras.previous).not.toHaveAttribute('aria-disabled');
    });

    test('the buttons glide by default', async ({ page }) => {
      await page.goto(PATH);
      const extras = carousel(page, 'Extras you can claim');
      await expect(extras.status).toHaveText(shown(1, perView, 8));
      // A glide passes through positions between the start and the end.
      expect((await positionsAfterClick(extras.next, extras.slide('1 of 8'))).length).toBeGreaterThan(3);
    });

    test('with reduced motion the buttons jump straight to the slide', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(PATH);
      const extras = carousel(page, 'Extras you can claim');
      await expect(extras.status).toHaveText(shown(1, perView, 8));
      // A jump has only the start and the end.
      expect(await positionsAfterClick(extras.next, extras.slide('1 of 8'))).toHaveLength(2);
      await expect(extras.status).toHaveText(shown(2, perView + 1, 8));
    });

    test('floating controls sit over the row, down by the controls offset', async ({ page }) => {
      await page.goto(PATH);
      const programs = carousel(page, 'Health programs');
      await expect(programs.status).toHaveText(/^Showing/);
      const region = await programs.region.boundingBox();
      const previous = await programs.previous.boundingBox();
      const next = await programs.next.boundingBox();
      const row = await programs.slide('1 of 5').boundingBox();
      if (!region || !previous || !next || !row) throw new Error('Missing boxes');
      // --carousel-controls-offset is 3rem: 48px.
      expect(previous.y - region.y).toBeCloseTo(48, 0);
      expect(next.y - region.y).toBeCloseTo(48, 0);
      expect(previous.y).toBeGreaterThan(row.y);
      expect(previous.x).toBeLessThan(row.x + row.width / 2);
      expect(next.x + next.width).toBeLessThanOrEqual(region.x + region.width);
      await programs.next.click();
      await expect(programs.previous).not.toHaveAttribute('aria-disabled');
    });

    test('custom slide names name the buttons and the status', async ({ page }) => {
      await page.goto(PATH);
      const offers = carousel(page, 'Member offers');
      const inView = width === 375 ? 2 : 4;
      await expect(offers.status).toHaveText(`Showing offers 1 to ${inView} of 6`);
      await expect(offers.region.getByRole('button', { name: 'Previous offer' })).toBeVisible();
      await offers.region.getByRole('button', { name: 'Next offer' }).click();
      await expect(offers.status).toHaveText(`Showing offers 2 to ${inView + 1} of 6`);
    });

    test('when every slide fits, both buttons are unavailable and no slide is inert', async ({ page }) => {
      await page.goto(PATH);
      const featured = carousel(page, 'Featured offers');
      await expect(featured.status).toHaveText('Showing offers 1 to 2 of 2');
      await expect(featured.previous).toHaveAttribute('aria-disabled', 'true');
      await expect(featured.next).toHaveAttribute('aria-disabled', 'true');
      await expectInert(featured.slides, [1, 2]);
      await featured.next.click({ force: true });
      await expect(featured.status).toHaveText('Showing offers 1 to 2 of 2');
    });

    test('has no axe violations, at the start and after scrolling', async ({ page }) => {
      await page.goto(PATH);
      const extras = carousel(page, 'Extras you can claim');
      await expect(extras.status).toHaveText(shown(1, perView, 8));
      await expectNoAxeViolations(page);
      await extras.next.click();
      await expect(extras.status).toHaveText(shown(2, perView + 1, 8));
      await expectNoAxeViolations(page, { include: '[data-example="default"]' });
    });
  });
}

for (const width of [1280, 1440, 1920]) {
  test.describe(`Carousel's end at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the last card lies whole inside the row at the end, its edge clear of the clip', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(PATH);
      for (const name of ['Extras you can claim', 'Health programs', 'Member offers']) {
        const row = carousel(page, name);
        const count = await row.slides.count();
        await expect(row.next).not.toHaveAttribute('aria-disabled');
        for (let press = 0; press < count; press += 1) {
          if ((await row.next.getAttribute('aria-disabled')) === 'true') break;
          await row.next.click();
        }
        await expect(row.next).toHaveAttribute('aria-disabled', 'true');
        const last = row.slide(`${count} of ${count}`);
        await expect(last).not.toHaveAttribute('inert');
        const viewport = last.locator('xpath=../..');
        const [slide, view] = [(await last.boundingBox())!, (await viewport.boundingBox())!];
        // Flush with the row's end, not a fraction of a pixel past it (where its border was cut off).
        expect(slide.x + slide.width, name).toBeLessThanOrEqual(view.x + view.width + 0.1);
        expect(slide.x + slide.width, name).toBeGreaterThan(view.x + view.width - 2);
        // The clip leaves room past the row's edges for a focus ring.
        expect(
          await viewport.evaluate((element) => getComputedStyle(element).overflowClipMargin),
          name,
        ).not.toBe('0px');
      }
    });
  });
}

test.describe('Carousel without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });

  test('is a row that scrolls sideways, with every slide reachable', async ({ page }) => {
    await page.goto(PATH);
    const extras = carousel(page, 'Extras you can claim');
    await expect(extras.slides).toHaveCount(8);
    for (let index = 0; index < 8; index += 1)
      await expect(extras.slides.nth(index)).not.toHaveAttribute('inert');
    const viewport = extras.slide('1 of 8').locator('xpath=../..');
    const overflow = await viewport.evaluate((element) => {
      const style = getComputedStyle(element);
      return { overflowX: style.overflowX, scrolls: element.scrollWidth > element.clientWidth };
    });
    expect(overflow).toEqual({ overflowX: 'auto', scrolls: true });
    // Focusing the last card's link scrolls the row natively.
    await extras.slide('8 of 8').getByRole('link').focus();
    await expect(extras.slide('8 of 8')).toBeInViewport();
  });
});
