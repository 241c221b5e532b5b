import type { LayerName } from './backdrops.ts'
import * as brand from './glyphs/brand.ts'
import * as cafe from './glyphs/cafe.ts'
import * as food from './glyphs/food.ts'
import * as scenes from './glyphs/landscapes.ts'
import * as people from './glyphs/people.ts'
import * as posters from './glyphs/posters.ts'
import * as print from './glyphs/print.ts'
import * as products from './glyphs/products.ts'
import * as social from './glyphs/social.ts'
import * as tech from './glyphs/tech.ts'
import { letterPost } from './glyphs/type.ts'
import type { PaletteName } from './palettes.ts'
import type { Draw } from './types.ts'

/** A motif and the words an alt text must contain to describe it honestly. */
export type Subject = { keywords: readonly string[]; draw: Draw; scene?: boolean }

export type Series = {
  palette: PaletteName
  subjects: readonly Subject[]
  /** Image i uses subject i % subjects.length and backdrop floor(i / subjects.length) % backdrops.length (as content/lib/media.ts imageSeries). */
  backdrops?: readonly LayerName[]
  overlays?: readonly LayerName[]
}

const s = (keywords: string | readonly string[], draw: Draw): Subject => ({
  keywords: typeof keywords === 'string' ? [keywords] : keywords,
  draw,
})
/** A scene fills the whole canvas itself. */
const scene = (keywords: string | readonly string[], draw: Draw): Subject => ({ ...s(keywords, draw), scene: true })

const one = (palette: PaletteName, subject: Subject, backdrop: LayerName = 'none', overlays: LayerName[] = []): Series => ({
  palette,
  subjects: [subject],
  backdrops: [backdrop],
  overlays,
})

const webSite = (motif: keyof typeof tech.heroMotifs, keyword: string) => one('web', s(['browser', keyword], tech.browser(motif)))
const videoCard = (keyword: string, draw: Draw) => one('video', s(keyword, draw), 'film', ['play'])

/** Every artwork the content uses, keyed by '<area>/<file stem without its number>'. */
export const series: Record<string, Series> = {
  // photography
  'photography/family-portrait': {
    palette: 'sunset',
    subjects: [s('figures', people.figures), s('kite', people.kite), s('tree', people.tree), s('home', people.home)],
    backdrops: ['hills', 'arch'],
  },
  'photography/wedding-photography': {
    palette: 'blush',
    subjects: [s('rings', people.rings), s('bouquet', people.bouquet), s('cake', people.cake), s('candles', people.candles)],
    backdrops: ['arch', 'confetti'],
  },
  'photography/perfume-photography': {
    palette: 'lilac',
    subjects: [
      s('bottle', products.perfumeBottle),
      s('atomiser', products.atomiser),
      s('petals', products.petals),
      s('droplet', products.droplet),
    ],
    backdrops: ['pedestal', 'waves'],
  },
  'photography/drinks-and-desserts': {
    palette: 'sorbet',
    subjects: [s('glass', food.icedGlass), s('cupcake', food.cupcake), s('cone', food.cone), s('macarons', food.macarons)],
    backdrops: ['tabletop', 'stripes'],
  },
  'photography/main-course-appetizer': {
    palette: 'corporate',
    subjects: [
      s('lectern', products.lectern),
      s('screen', products.screen),
      s('coins', products.coins),
      s('microphone', products.microphone),
    ],
    backdrops: ['spotlight', 'dots'],
  },
  'photography/33-degree-speciality': {
    palette: 'roast',
    subjects: [s('cup', food.coffeeCup), s('beans', food.beans), s('pour-over', food.pourOver), s('bag', food.coffeeBag)],
    backdrops: ['tabletop', 'arch'],
  },
  'photography/33-degree-coffee': {
    palette: 'espresso',
    subjects: [s('latte', food.latte), s('kettle', food.kettle), s('grinder', food.grinder), s('espresso', food.espresso)],
    backdrops: ['tabletop', 'stripes'],
  },
  'photography/beverages-desserts': {
    palette: 'berry',
    subjects: [s('smoothie', food.smoothie), s('slice', food.cakeSlice), s('pitcher', food.pitcher), s('donut', food.donut)],
    backdrops: ['tabletop', 'dots'],
  },

  // graphics
  'graphics/brand-identity': {
    palette: 'identity',
    subjects: [
      s('monogram', brand.monogram),
      s('swatches', brand.swatches),
      s('guidelines', brand.guidelines),
      s('business cards', brand.businessCards),
      s('phone', brand.phone),
    ],
    backdrops: ['grid'],
  },
  'graphics/company-profile': {
    palette: 'paper',
    subjects: [s('cover', print.brochureCover), s('spread', print.spread), s('chart', print.chartPage), s('back cover', print.backCover)],
    backdrops: ['grid'],
  },
  'graphics/document-suite': {
    palette: 'paper',
    subjects: [s('letterhead', print.letterhead), s('envelope', print.envelope), s('folder', print.folder), s('invoice', print.invoice)],
    backdrops: ['tabletop', 'grid'],
  },
  'graphics/office-stationery': {
    palette: 'paper',
    subjects: [s('business cards', print.cards), s('notebook', print.notebook), s('mug', print.mug), s('badge', print.badge)],
    backdrops: ['tabletop'],
  },
  'graphics/cafe-menu': {
    palette: 'cafe',
    subjects: [s('menu', cafe.menu), s('tent card', cafe.tentCard), s('price list', cafe.priceList), s('takeaway cup', cafe.takeawayCup)],
    backdrops: ['tabletop'],
  },
  'graphics/collateral': {
    palette: 'cafe',
    subjects: [s('sleeve', cafe.cupSleeve), s('bag', cafe.paperBag), s('stickers', cafe.stickers), s('loyalty card', cafe.loyaltyCard)],
    backdrops: ['stripes'],
  },
  'graphics/signage': {
    palette: 'cafe',
    subjects: [s('hanging sign', cafe.hangingSign), s('sandwich board', cafe.sandwichBoard), s('storefront', cafe.storefront)],
  },
  'graphics/poster': {
    palette: 'brand',
    subjects: [
      scene('concentric', posters.concentric),
      scene('diagonal', posters.diagonalBands),
      scene('triangles', posters.triangles),
      scene('half-moons', posters.halfMoons),
      scene('dots', posters.dotGrid),
      scene('waves', posters.waveLayers),
      scene('arches', posters.arches),
      scene('starburst', posters.starburst),
    ],
  },
  'graphics/ramadan': {
    palette: 'ramadan',
    subjects: [s('crescent', social.crescent), s('lantern', social.lantern), s('mosque', social.mosque)],
    backdrops: ['stars', 'pointedArch', 'starPattern'],
  },
  'graphics/story': {
    palette: 'story',
    subjects: [
      s('price tag', social.priceTag),
      s('megaphone', social.megaphone),
      s('quotation', social.quotes),
      s('calendar', social.calendar),
      s('heart', social.sparkHeart),
      s('play', social.playRing),
    ],
    backdrops: ['story'],
  },

  // social media
  'social/foods-restaurants': {
    palette: 'food',
    subjects: [s('burger', food.burger), s('pizza', food.pizza), s('bowl', food.noodleBowl)],
    backdrops: ['tabletop', 'stripes', 'spotlight'],
  },
  'social/real-estate': {
    palette: 'estate',
    subjects: [s('towers', social.towers), s('villa', social.villa), s('key', social.houseKey)],
    backdrops: ['grid'],
  },
  'social/carousel': {
    palette: 'carousel',
    subjects: [
      s('arrow', social.swipeArrow),
      s('chart', social.barChart),
      s('checklist', social.checklist),
      s('lightbulb', social.lightbulb),
    ],
    backdrops: ['waves', 'grid', 'spotlight'],
  },
  'social/instagram': {
    palette: 'insta',
    subjects: [s('phone', social.phoneProfile), s('heart', social.likeHeart), s('camera', tech.camera)],
    backdrops: ['dots', 'stripes', 'spotlight'],
  },
  'social/typography': {
    palette: 'type',
    subjects: [
      scene(['letter A', 'red circle'], letterPost('A', 0)),
      scene(['ampersand', 'blue block'], letterPost('&', 1)),
      scene(['letter g', 'mustard half-circle'], letterPost('g', 2, true)),
      scene(['letter Q', 'red circle'], letterPost('Q', 0)),
      scene(['letter R', 'blue block'], letterPost('R', 1)),
      scene(['at sign', 'mustard half-circle'], letterPost('@', 2)),
      scene(['question mark', 'red circle'], letterPost('?', 0)),
      scene(['letter S', 'blue block'], letterPost('S', 1)),
      scene(['letter e', 'mustard half-circle'], letterPost('e', 2, true)),
    ],
  },

  // artificial intelligence
  'ai/brand-proposal': {
    palette: 'ai',
    subjects: [s('monogram', brand.monogram), s('mood board', brand.moodBoard), s('mockup', brand.mockup)],
    backdrops: ['stars'],
  },
  'ai/prompt': {
    palette: 'ai',
    subjects: [
      scene('mountain', scenes.moonMountains),
      scene('floating island', scenes.floatingIsland),
      scene('portal', scenes.ringPortal),
      scene('planet', scenes.ringedPlanet),
      scene('forest', scenes.pineForest),
      scene('dunes', scenes.sandDunes),
    ],
  },
  'ai/enhanced-before': { palette: 'ai', subjects: [scene('pixelated', scenes.pixelatedLandscape)] },
  'ai/enhanced-after': { palette: 'ai', subjects: [scene('sharp', scenes.sharpLandscape)] },
  'ai/video': {
    palette: 'ai',
    subjects: [
      scene('waves', scenes.oceanWaves),
      scene('skyline', scenes.citySkyline),
      scene('bottle', scenes.productOrbit),
      scene('galaxy', scenes.spiralGalaxy),
      scene('flower', scenes.bloomingFlower),
      scene('mountain', scenes.snowyRidges),
    ],
    overlays: ['play'],
  },
  'ai/website': one('ai', s(['browser', 'sparkle'], tech.browser('sparkle')), 'stars'),
  'ai/chatbots': one('ai', s(['chat bubbles', 'typing dots'], tech.chatBubbles), 'stars'),

  // web design cards
  'web/bloom-bakery': webSite('croissant', 'croissant'),
  'web/pulse-fitness': webSite('dumbbell', 'dumbbell'),
  'web/atlas-architects': webSite('building', 'building'),
  'web/wanderlust-travel': webSite('plane', 'paper plane'),
  'web/glow-skincare': webSite('serum', 'serum bottle'),
  'web/harbor-coffee': webSite('cup', 'coffee cup'),

  // videography cards
  'video/brand-story-film': videoCard('clapperboard', tech.clapperboard),
  'video/product-launch-teaser': videoCard('gift box', tech.giftBox),
  'video/event-highlights-reel': videoCard('confetti', tech.confettiBurst),
  'video/music-video-edit': videoCard('waveform', tech.waveform),
  'video/documentary-short': videoCard('mountain', tech.ridges),
  'video/motion-graphics-reel': videoCard('geometric shapes', tech.bouncingShapes),

  // category covers
  'categories/graphics': one('brand', s('pen tool', tech.penTool), 'grid'),
  'categories/web-design': one('web', s('browser', tech.browser('sparkle')), 'dots'),
  'categories/artificial-intelligence': one('ai', s('network', tech.network), 'stars'),
  'categories/social-media': one('insta', s('phone', brand.phone), 'confetti'),
  'categories/videography': one('video', s('film strip', tech.filmStrip)),
  'categories/photography': one('sunset', s('aperture', tech.aperture), 'spotlight'),

  // skills
  'skills/graphic-design': one('brand', s('pen tool', tech.penTool), 'grid'),
  'skills/branding': one('identity', s('monogram', brand.monogram), 'spotlight'),
  'skills/web-design': one('web', s('browser', tech.browser('sparkle')), 'dots'),
  'skills/ai-design': one('ai', s('network', tech.network), 'stars'),
  'skills/social-media': one('insta', s('phone', brand.phone), 'confetti'),
  'skills/video-editing': one('video', s('timeline', tech.timeline)),
  'skills/motion-graphics': one('carousel', s('keyframes', tech.keyframes), 'grid'),
  'skills/photography': one('sunset', s('aperture', tech.aperture), 'spotlight'),
  'skills/photo-retouching': one('lilac', s('brush', tech.brush), 'waves'),
  'skills/art-3d-2d': one('sorbet', s(['cube', 'flat shapes'], tech.cube), 'dots'),

  // about capabilities
  'about/brand-identity': one('identity', s('monogram', brand.monogram), 'spotlight'),
  'about/digital-design': one('web', s('browser', tech.browser('sparkle')), 'dots'),
  'about/ai-creative': one('ai', s('network', tech.network), 'stars'),
  'about/social-content': one('insta', s('phone', brand.phone), 'confetti'),
  'about/video-production': one('video', s('clapperboard', tech.clapperboard), 'film', ['play']),
  'about/photography': one('sunset', s('camera', tech.camera), 'hills'),
}
