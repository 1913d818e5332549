// Checks the site's JSON-LD blocks offline, against schema.org's own vocabulary (`@vocabulary/schema` ships it as
// N-Quads) and against the fields Google requires of the rich results the site emits. No network, no Google tool:
// the export's test (e2e/structured-data.spec.ts) runs it over every page.
//
// What it checks, for every object of a block:
// - its `@type`s are schema.org classes, not superseded ones;
// - each of its properties is a schema.org property, not a superseded one, and applies to one of its types or
//   their supertypes (schema.org's domainIncludes, read through subClassOf);
// - an object other than a bare `{ "@id" }` reference says its `@type` (without one, nothing above can be checked).
// And for each top-level object (the block itself or an item of its `@graph`), Google's required fields:
// Organization (name, url, logo: none is required, but the logo is the point of the block), LocalBusiness (name,
// address: the provider pages), BreadcrumbList, FAQPage and Product with an Offer.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';

/** @typedef {import('./json-ld-validate.d.mts').Vocabulary} Vocabulary */

/** @type {Vocabulary | undefined} */
let loaded;

/** schema.org's classes, properties, class hierarchy and property domains, read once from the package's file. */
export function vocabulary() {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve('@vocabulary/schema/schema.nq');
  const nq = readFileSync(file, 'utf8');
  /** @type {Vocabulary} */
  const vocab = {
    classes: new Set(),
    properties: new Set(),
    parents: new Map(),
    domains: new Map(),
    superseded: new Set(),
  };
  for (const match of nq.matchAll(/^<http:\/\/schema\.org\/([^>]+)> <([^>]+)> <([^>]+)>/gm)) {
    const [, term, predicate, object] = match;
    const schemaObject = object.startsWith(SCHEMA) ? object.slice(SCHEMA.length) : null;
    if (predicate === RDF_TYPE && object === RDFS_CLASS) vocab.classes.add(term);
    else if (predicate === RDF_TYPE && object === RDF_PROPERTY) vocab.properties.add(term);
    else if (predicate === SUBCLASS_OF && schemaObject) {
      // A class too: some are typed only as an enumeration's member (Physiotherapy, a MedicalSpecialty that is
      // also a MedicalBusiness), and schema.org lists them as types.
      vocab.classes.add(term);
      vocab.parents.set(term, [...(vocab.parents.get(term) ?? []), schemaObject]);
    } else if (predicate === `${SCHEMA}domainIncludes` && schemaObject) {
      vocab.domains.set(term, (vocab.domains.get(term) ?? new Set()).add(schemaObject));
    } else if (predicate === `${SCHEMA}supersededBy`) vocab.superseded.add(term);
  }
  loaded = vocab;
  return vocab;
}

/** A class and every class it is a subclass of, directly or not. */
export function supertypes(type) {
  const { parents } = vocabulary();
  const seen = new Set();
  const visit = (t) => {
    if (seen.has(t)) return;
    seen.add(t);
    for (const parent of parents.get(t) ?? []) visit(parent);
  };
  visit(type);
  return seen;
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const typesOf = (node) => [node['@type'] ?? []].flat();
const isA = (node, type) => typesOf(node).some((t) => supertypes(t).has(type));
const present = (value) => value !== undefined && value !== null && value !== '';
const isAbsoluteUrl = (value) => typeof value === 'string' && /^https?:\/\/[^/]/.test(value);
const asList = (value) => (value === undefined ? [] : [value].flat());

/** The schema.org errors of one node and everything under it. */
function checkVocabulary(node, path, errors) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => checkVocabulary(item, `${path}[${index}]`, errors));
    return;
  }
  if (!isObject(node)) return;
  // Pending terms are not refused: the file marks a term pending when a pending proposal touches it, core terms
  // (`provider`) included, so it cannot tell which are core. The builders keep to terms Google documents.
  const { classes, properties, domains, superseded } = vocabulary();
  const types = typesOf(node);
  const keys = Object.keys(node);
  if (!types.length && !(keys.length === 1 && keys[0] === '@id') && !keys.includes('@graph')) {
    errors.push(`${path}: an object without @type`);
  }
  for (const type of types) {
    if (!classes.has(type)) errors.push(`${path}: unknown @type ${type}`);
    else if (superseded.has(type)) errors.push(`${path}: @type ${type} is superseded`);
  }
  const ancestors = new Set(types.flatMap((type) => [...supertypes(type)]));
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) {
      if (key === '@graph') checkVocabulary(value, `${path}.@graph`, errors);
      continue;
    }
    if (!properties.has(key)) errors.push(`${path}.${key}: unknown property`);
    else if (superseded.has(key)) errors.push(`${path}.${key}: superseded`);
    else if (types.length && ![...(domains.get(key) ?? [])].some((domain) => ancestors.has(domain))) {
      errors.push(`${path}.${key}: not a property of ${types.join(', ')}`);
    }
    checkVocabulary(value, `${path}.${key}`, errors);
  }
}

/** Google's required fields for the rich results the site emits, on one top-level node. */
function checkGoogle(node, path, errors) {
  if (!isObject(node)) return;
  if (isA(node, 'LocalBusiness')) {
    for (const field of ['name', 'address']) {
      if (!present(node[field])) errors.push(`${path}: LocalBusiness without ${field}`);
    }
  } else if (isA(node, 'Organization')) {
    for (const field of ['name', 'url', 'logo']) {
      if (!present(node[field])) errors.push(`${path}: Organization without ${field}`);
    }
    if (present(node.url) && !isAbsoluteUrl(node.url)) errors.push(`${path}.url: not an absolute URL`);
    if (present(node.logo) && !isAbsoluteUrl(node.logo?.url ?? node.logo)) {
      errors.push(`${path}.logo: not an absolute URL`);
    }
    asList(node.contactPoint).forEach((point, index) => {
      for (const field of ['telephone', 'contactType']) {
        if (!present(point?.[field])) errors.push(`${path}.contactPoint[${index}]: without ${field}`);
      }
    });
  }
  if (isA(node, 'BreadcrumbList')) {
    const items = asList(node.itemListElement);
    if (items.length < 2) errors.push(`${path}: BreadcrumbList with fewer than 2 items`);
    items.forEach((item, index) => {
      const at = `${path}.itemListElement[${index}]`;
      if (!isA(item ?? {}, 'ListItem')) errors.push(`${at}: not a ListItem`);
      if (item?.position !== index + 1)
        errors.push(`${at}: position ${item?.position}, expected ${index + 1}`);
      if (!present(item?.name)) errors.push(`${at}: without name`);
      // Google lets the last item go without one; the site gives every item its URL.
      if (!isAbsoluteUrl(item?.item)) errors.push(`${at}: item is not an absolute URL`);
    });
  }
  if (isA(node, 'FAQPage')) {
    const questions = asList(node.mainEntity);
    if (!questions.length) errors.push(`${path}: FAQPage without questions`);
    questions.forEach((question, index) => {
      const at = `${path}.mainEntity[${index}]`;
      if (!isA(question ?? {}, 'Question')) errors.push(`${at}: not a Question`);
      if (!present(question?.name)) errors.push(`${at}: Question without name`);
      if (!present(question?.acceptedAnswer?.text))
        errors.push(`${at}: Question without acceptedAnswer.text`);
    });
  }
  if (isA(node, 'Product')) {
    if (!present(node.name)) errors.push(`${path}: Product without name`);
    const offers = asList(node.offers);
    if (!offers.length && !node.review && !node.aggregateRating) {
      errors.push(`${path}: Product without offers, review or aggregateRating`);
    }
    offers.forEach((offer, index) => {
      const at = `${path}.offers[${index}]`;
      const price = offer?.price ?? offer?.priceSpecification?.price;
      const currency = offer?.priceCurrency ?? offer?.priceSpecification?.priceCurrency;
      if (typeof price !== 'number' && !(typeof price === 'string' && /^\d+(\.\d+)?$/.test(price))) {
        errors.push(`${at}: without a numeric price`);
      }
      if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
        errors.push(`${at}: without an ISO 4217 priceCurrency`);
      }
    });
  }
}

/**
 * Every error of one JSON-LD block (parsed), as `path: message` lines; an empty list for a valid block. A block is
 * one object or an array of them; an object may hold a `@graph`.
 */
export function validateJsonLd(block) {
  const errors = [];
  const roots = Array.isArray(block) ? block : [block];
  roots.forEach((root, index) => {
    const path = Array.isArray(block) ? `$[${index}]` : '$';
    if (!isObject(root)) {
      errors.push(`${path}: not an object`);
      return;
    }
    if (root['@context'] !== 'https://schema.org') errors.push(`${path}: @context is not https://schema.org`);
    checkVocabulary(root, path, errors);
    const topLevel = root['@graph'] ? asList(root['@graph']) : [root];
    topLevel.forEach((node, at) =>
      checkGoogle(node, root['@graph'] ? `${path}.@graph[${at}]` : path, errors),
    );
  });
  return errors;
}

// An ld+json script's text: the attributes may be in any order and quoted either way.
const LD_JSON_RE =
  /<script\b(?=[^>]*\btype\s*=\s*["']?application\/ld\+json["']?)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The text of every `<script type="application/ld+json">` of an HTML document, in document order. */
export function jsonLdBlocksOf(html) {
  return [...html.matchAll(LD_JSON_RE)].map((match) => match[1]);
}

/** The errors of every JSON-LD block of an HTML document: blocks that do not parse, and blocks that do not validate. */
export function validateHtmlJsonLd(html) {
  return jsonLdBlocksOf(html).flatMap((text, index) => {
    let block;
    try {
      block = JSON.parse(text);
    } catch (error) {
      return [`block ${index + 1}: not JSON (${error.message})`];
    }
    return validateJsonLd(block).map((error) => `block ${index + 1}: ${error}`);
  });
}
