import { expect, type Page } from '@playwright/test';

/**
 * Every text a reader meets on the page: what is shown, the page title, and the title, aria-label, alt
 * and placeholder attributes and visible inputs' values (a select shows its choice's label there).
 */
export async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const el of Array.from(document.querySelectorAll('[title], [aria-label], [alt], [placeholder]')))
      for (const a of ['title', 'aria-label', 'alt', 'placeholder']) parts.push(el.getAttribute(a) ?? '');
    for (const input of Array.from(document.querySelectorAll('input:not([type="hidden"]), textarea')))
      parts.push((input as HTMLInputElement).value);
    return parts.join('\n');
  });
}

/** Nothing a reader meets on the page contains `marker` (`where` names the screen in the failure). */
export async function expectNotReadable(page: Page, marker: string, where: string): Promise<void> {
  const lines = (await readableText(page)).split('\n').filter((l) => l.includes(marker));
  expect(lines, `${where}: '${marker}' is readable`).toEqual([]);
}
