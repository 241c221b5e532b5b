import { expect, test } from '@playwright/test'
import { categories } from '#content/categories.ts'
import { categoryIds } from '#content/ids.ts'
import { uiCopy } from '#content/ui.ts'
import { fill } from '#content/lib/template.ts'
import { PortfolioPage, gridTracks } from './pages/project'

/** The spec's internal targets and button labels, written out so content cannot drift from them unnoticed. */
const specTargets = {
  graphics: {
    label: 'View Project',
    to: [
      '/portfolio/brand-identity',
      '/portfolio/stationery',
      '/portfolio/product-packaging',
      '/portfolio/event-poster-series',
      '/portfolio/ramadan-posts',
      '/portfolio/social-media-graphics',
    ],
  },
  'social-media': {
    label: 'View Post',
    to: [
      '/portfolio/foods-restaurants',
      '/portfolio/real-estate-social',
      '/portfolio/social-media-ramadan-posts',
      '/portfolio/carousel-posts',
      '/portfolio/instagram-homepage',
      '/portfolio/typography-posts',
    ],
  },
  photography: {
    label: 'View Photo',
    to: [
      '/portfolio/family-portrait',
      '/portfolio/wedding-photography',
      '/portfolio/perfume-photography',
      '/portfolio/beverages-desserts',
      '/portfolio/main-course-appetizer',
      '/portfolio/33-degree-coffee',
    ],
  },
} as const

for (const id of categoryIds) {
  const category = categories[id]
  test(`${id}: heading, intro, skills, count and six cards with their actions`, async ({ page }) => {
    const portfolio = new PortfolioPage(page)
    await portfolio.goto(id)
    await expect(portfolio.heading).toHaveText(category.title)
    await expect(page.getByText(category.intro)).toBeVisible()
    const skills = page.getByRole('list', { name: `${category.title} skills` }).getByRole('listitem')
    await expect(skills).toHaveText([...category.skills])
    await expect(page.getByTestId('project-count')).toHaveText(category.projectCount)
    await expect(portfolio.cards).toHaveCount(6)

    for (const [i, card] of category.cards.entries()) {
      const view = portfolio.cards.nth(i)
      await expect(view.getByRole('heading', { level: 3 })).toHaveText(card.title)
      await expect(view.getByText(card.description)).toBeVisible()
      await expect(view.getByRole('img')).toHaveAttribute('alt', card.image.alt)
      await expect(view.getByRole('list', { name: fill(uiCopy.tagsOf, { title: card.title }) }).getByRole('listitem')).toHaveText([
        ...card.tags,
      ])
      const action = card.action
      if (action.kind === 'internal') {
        const link = view.getByRole('link', { name: action.label, exact: true })
        await expect(link).toHaveAttribute('href', action.to)
        await expect(link).not.toHaveAttribute('target', /.+/)
      } else if (action.kind === 'external') {
        const link = view.getByRole('link', { name: `${action.label} ${uiCopy.newTab}` })
        await expect(link).toHaveAttribute('href', action.href)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      } else {
        await expect(view.getByRole('button', { name: action.label })).toBeVisible()
      }
    }
  })
}

for (const [id, { label, to }] of Object.entries(specTargets)) {
  test(`${id}: cards go to the spec's pages with '${label}'`, async ({ page }) => {
    const portfolio = new PortfolioPage(page)
    await portfolio.goto(id)
    const links = portfolio.cardGrid.getByRole('link', { name: label, exact: true })
    await expect(links).toHaveCount(6)
    for (const [i, href] of to.entries()) await expect(links.nth(i)).toHaveAttribute('href', href)
  })
}

test('web design and videography cards open other sites in a new tab', async ({ page }) => {
  const portfolio = new PortfolioPage(page)
  for (const [id, label] of [
    ['web-design', 'View Project'],
    ['videography', 'Watch Video'],
  ] as const) {
    await portfolio.goto(id)
    const links = portfolio.cardGrid.getByRole('link', { name: `${label} ${uiCopy.newTab}` })
    await expect(links).toHaveCount(6)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  }
  // Videography cards show duration and year.
  for (const [i, card] of categories.videography.cards.entries()) {
    const meta = portfolio.cards.nth(i).getByTestId('card-meta')
    await expect(meta).toContainText(card.duration ?? 'missing duration')
    await expect(meta).toContainText(String(card.year ?? 'missing year'))
  }
})

test('variant facts: AI tools, photo years and social platforms', async ({ page }) => {
  const portfolio = new PortfolioPage(page)
  const facts = { 'artificial-intelligence': 'tools', photography: 'year', 'social-media': 'platform' } as const
  for (const [id, field] of Object.entries(facts) as [keyof typeof facts, (typeof facts)[keyof typeof facts]][]) {
    await portfolio.goto(id)
    for (const [i, card] of categories[id].cards.entries()) {
      const value = card[field]
      if (value === undefined) continue
      const text = Array.isArray(value) ? value.join(', ') : String(value)
      await expect(portfolio.cards.nth(i).getByTestId('card-meta'), `${id} ${card.id}`).toContainText(text)
    }
  }
})

test('AI page: four project pages, one site in a new tab, and the AI Chatbots card opens the chat widget', async ({ page }) => {
  const portfolio = new PortfolioPage(page)
  await portfolio.goto('artificial-intelligence')
  const internal = portfolio.cardGrid.locator('a[data-action="internal"]')
  await expect(internal).toHaveCount(4)
  for (const [i, href] of [
    '/portfolio/ai-brand-proposal',
    '/portfolio/ai-prompt-images',
    '/portfolio/ai-enhanced',
    '/portfolio/ai-video-section1',
  ].entries()) {
    await expect(internal.nth(i)).toHaveAttribute('href', href)
  }
  await expect(portfolio.cardGrid.locator('a[target="_blank"][rel="noopener noreferrer"]')).toHaveCount(1)

  const chatbots = portfolio.cards.filter({ hasText: 'AI Chatbots' })
  const widgetButton = chatbots.locator('button[data-action="widget"]')
  await expect(widgetButton).toBeVisible()
  await page.evaluate(() => {
    const w = window as unknown as { widgetEvents: number }
    w.widgetEvents = 0
    window.addEventListener('showAIWidget', () => (w.widgetEvents += 1))
  })
  await portfolio.categoryReady()
  await widgetButton.click()
  expect(await page.evaluate(() => (window as unknown as { widgetEvents: number }).widgetEvents)).toBe(1)
})

test('an internal card navigates to its project page, and the back button returns to the portfolio', async ({ page }) => {
  const portfolio = new PortfolioPage(page)
  await portfolio.goto('graphics')
  await portfolio.cardGrid.getByRole('link', { name: 'View Project', exact: true }).first().click()
  await expect(page).toHaveURL(/\/portfolio\/brand-identity$/)
  await expect(portfolio.heading).toHaveText('Brand Identity Design')

  await portfolio.goto('photography')
  await expect(portfolio.backLink).toHaveText('Back to Portfolio')
  await portfolio.backLink.click()
  await expect(page).toHaveURL(/\/portfolio$/)
})

test('photography: a "More Photography" row below the six cards links the two other photo pages', async ({ page }) => {
  const portfolio = new PortfolioPage(page)
  await portfolio.goto('photography')
  await expect(portfolio.cardGrid.getByRole('link', { name: 'View Photo', exact: true })).toHaveCount(6)
  const row = page.getByTestId('more-projects')
  await expect(page.getByRole('heading', { level: 2, name: 'More Photography' })).toBeVisible()
  const targets = [
    { name: 'Drinks & Desserts', href: '/portfolio/drinks-and-desserts' },
    { name: '33 Degree Speciality', href: '/portfolio/33-degree-speciality' },
  ]
  await expect(row.getByRole('link')).toHaveCount(targets.length)
  for (const target of targets) await expect(row.getByRole('link', { name: target.name, exact: true })).toHaveAttribute('href', target.href)

  for (const target of targets) {
    await portfolio.goto('photography')
    await row.getByRole('link', { name: target.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${target.href}$`))
    await expect(portfolio.heading).toHaveText(target.name)
  }
})

test('cards sit in one column on phones and three on desktops; hover does not move them', async ({ page }) => {
  const portfolio = new PortfolioPage(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await portfolio.goto('social-media')
  expect(await gridTracks(portfolio.cardGrid)).toBe(1)
  await page.setViewportSize({ width: 800, height: 900 })
  expect(await gridTracks(portfolio.cardGrid)).toBe(2)
  await page.setViewportSize({ width: 1280, height: 900 })
  expect(await gridTracks(portfolio.cardGrid)).toBe(3)

  const card = portfolio.cards.nth(1)
  await card.scrollIntoViewIfNeeded()
  const before = await card.boundingBox()
  await card.hover()
  await card.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)))
  expect(await card.boundingBox()).toEqual(before)
})

test('with reduced motion, hovering a card does not zoom its image', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const portfolio = new PortfolioPage(page)
  await portfolio.goto('graphics')
  const image = portfolio.cards.first().getByRole('img')
  await portfolio.cards.first().hover()
  await expect(image).toHaveCSS('scale', 'none')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.mouse.move(0, 0)
  await portfolio.cards.first().hover()
  await expect(image).toHaveCSS('scale', '1.05')
})
