import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { esc } from '../web/html.js';

/** The development identity provider's signed SAML-like response: XML, HMAC-SHA256 signed with the server secret. */
interface SamlClaims {
  id: string;
  environment: string;
  nameId: string;
  issueInstant: string;
  notOnOrAfter: string;
}

export const DEV_IDP_ISSUER = 'pro-sandbox-dev-idp';
const VALID_MINUTES = 5;

const xmlUnescape = (s: string) =>
  s
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

function sign(secret: string, c: SamlClaims): string {
  return createHmac('sha256', secret)
    .update([c.id, c.environment, c.nameId, c.issueInstant, c.notOnOrAfter].join('\n'))
    .digest('base64');
}

/** Builds the base64 SAMLResponse for a user of an environment. */
export function buildSamlResponse(secret: string, environment: string, nameId: string, now = new Date()): string {
  const claims: SamlClaims = {
    id: `_${randomUUID()}`,
    environment,
    nameId,
    issueInstant: now.toISOString(),
    notOnOrAfter: new Date(now.getTime() + VALID_MINUTES * 60_000).toISOString(),
  };
  const xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${claims.id}" IssueInstant="${claims.issueInstant}">
<saml:Issuer>${DEV_IDP_ISSUER}</saml:Issuer>
<saml:Assertion><saml:Subject><saml:NameID>${esc(nameId)}</saml:NameID></saml:Subject>
<saml:Conditions NotOnOrAfter="${claims.notOnOrAfter}"/>
<saml:AttributeStatement><saml:Attribute Name="environment"><saml:AttributeValue>${esc(environment)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>
</saml:Assertion>
<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#" Algorithm="hmac-sha256">${sign(secret, claims)}</ds:Signature>
</samlp:Response>`;
  return Buffer.from(xml, 'utf8').toString('base64');
}

const pick = (xml: string, re: RegExp) => {
  const m = re.exec(xml);
  return m?.[1] === undefined ? undefined : xmlUnescape(m[1]);
};

/** Checks signature, issuer and lifetime; returns the claims or a reason. */
export function verifySamlResponse(
  secret: string,
  samlResponse: string,
  now = new Date(),
): SamlClaims | { error: string } {
  let xml: string;
  try {
    xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  } catch {
    return { error: 'The SAML response is not valid base64.' };
  }
  const claims = {
    id: pick(xml, /<samlp:Response[^>]*\sID="([^"]+)"/),
    issueInstant: pick(xml, /<samlp:Response[^>]*\sIssueInstant="([^"]+)"/),
    nameId: pick(xml, /<saml:NameID>([^<]*)<\/saml:NameID>/),
    notOnOrAfter: pick(xml, /<saml:Conditions NotOnOrAfter="([^"]+)"/),
    environment: pick(xml, /<saml:Attribute Name="environment"><saml:AttributeValue>([^<]*)<\/saml:AttributeValue>/),
  };
  const signature = pick(xml, /<ds:Signature[^>]*>([^<]+)<\/ds:Signature>/);
  const issuer = pick(xml, /<saml:Issuer>([^<]*)<\/saml:Issuer>/);
  if (
    !claims.id ||
    !claims.issueInstant ||
    !claims.nameId ||
    !claims.notOnOrAfter ||
    claims.environment === undefined ||
    !signature
  ) {
    return { error: 'The SAML response is incomplete.' };
  }
  if (issuer !== DEV_IDP_ISSUER) return { error: 'The SAML response comes from an unknown identity provider.' };
  const expected = Buffer.from(sign(secret, claims as SamlClaims));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { error: 'The SAML response signature is not valid.' };
  if (Date.parse(claims.notOnOrAfter) < now.getTime())
    return { error: 'The SAML response has expired. Please sign in again.' };
  return claims as SamlClaims;
}

/** A path on this origin ('/x', not '//x' or 'http://...'), else undefined. */
export function sameOriginPath(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // Browsers drop tabs and newlines from addresses ('/\t/x' becomes '//x'): any control character is refused.
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value))
    return undefined;
  return value;
}
