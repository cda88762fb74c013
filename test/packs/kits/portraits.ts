/**
 * Each starter-kit actor's portrait and token image: a shipped icon (assets/icons/, listed in
 * tools/icons.mjs) chosen to read as who they are, so no premade, companion or adversary wears
 * Foundry's default silhouette or one of its core icons. Keyed by ruleset, then the actor's kit key.
 */
export const PORTRAITS: Record<string, Record<string, string>> = {
  relic: {
    bastion: 'visored-helm',
    blade: 'hooded-assassin',
    glyphwright: 'wizard-face',
    mender: 'monk-face',
    'dust-rat': 'rat',
    scavenger: 'hood',
    slinger: 'cowled',
    'ash-hound': 'hound',
    brute: 'brute',
    'glyph-sentinel': 'golem-head',
    'hollow-knight': 'black-knight-helm',
    'echo-witch': 'witch-face',
    'shard-tyrant': 'crowned-skull',
  },
  hitdice: {
    shieldbearer: 'crested-helmet',
    ranger: 'archer',
    mage: 'woman-elf-face',
    healer: 'doctor-face',
    rat: 'rat',
    goblin: 'goblin-head',
    bandit: 'bandit',
    archer: 'bowman',
    wolf: 'wolf-head',
    orc: 'orc-head',
    'hedge-witch': 'witch-flight',
    ogre: 'ogre',
    chief: 'pirate-captain',
  },
  difference: {
    sentinel: 'spartan-helmet',
    scout: 'spy',
    scholar: 'quill-ink',
    envoy: 'fedora',
    cutpurse: 'cloak-dagger',
    thug: 'mailed-fist',
    'guard-dog': 'sniffing-dog',
    crossbowman: 'crossbow',
    enforcer: 'guards',
    duelist: 'crossed-sabres',
    fixer: 'hooded-figure',
    captain: 'captain-hat-profile',
    guildmaster: 'crown',
  },
  countdown: {
    warden: 'dwarf-face',
    scout: 'elf-helmet',
    surgeon: 'doctor-face',
    seer: 'cowled',
    rat: 'rat',
    'goblin-cutter': 'goblin',
    'goblin-slinger': 'goblin-head',
    drowned: 'fish-corpse',
    eel: 'eel',
    cultist: 'cultist',
    'bog-troll': 'troll',
    hag: 'witch-face',
    knight: 'closed-barbute',
    'tide-priest': 'kraken-tentacle',
  },
  cryture: {
    kaia: 'woman-elf-face',
    tobin: 'viking-head',
    mira: 'hood',
    ansel: 'monk-face',
    cinderling: 'salamander',
    pebblehorn: 'rhinoceros-horn',
    thistlewing: 'dragonfly',
    driplet: 'water-drop',
    sparkmite: 'sparky-bomb',
    'bog-lurker': 'toad-teeth',
    lookout: 'bowman',
    pip: 'ninja-head',
    scorchpup: 'fire-breath',
    thornback: 'boar',
    rook: 'bandit',
    stormwing: 'eagle-head',
    frostmaw: 'spiked-dragon-head',
  },
};

/** The shipped icon naming this kit actor's portrait; a kit actor without one is a mistake. */
export function portraitOf(ruleset: string, key: string): string {
  const name = PORTRAITS[ruleset]?.[key];
  if (!name) throw new Error(`The ${ruleset} kit's actor "${key}" has no portrait (test/packs/kits/portraits.ts)`);
  return name;
}
