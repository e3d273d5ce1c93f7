// Node hashes exactly as the SDK computes them (LeafNode.hash / ChildrenNode.hash): transactions send the
// hash of the client's cached value and the server must answer 'datastale' only when its data differs.
import { createHash } from 'node:crypto';
import { compareByPriority } from './ordering';
import { isLeaf, type MaybeNode, type Priority, type TreeNode } from './tree';

function sha1Base64(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('base64');
}

/**
 * The SDK's doubleToIEEE754String. It is *not* always the exact IEEE 754 encoding: it derives the exponent
 * from Math.log, which is off by one for some values just below a power of two. The client hashes with it,
 * so the server must reproduce the same arithmetic (checked against the SDK in hash.int.test.ts).
 */
export function doubleToHashHex(v: number): string {
  const exponentBits = 11;
  const fractionBits = 52;
  const bias = (1 << (exponentBits - 1)) - 1;
  let sign: boolean;
  let exponent: number;
  let fraction: number;
  if (v === 0) {
    exponent = 0;
    fraction = 0;
    sign = 1 / v === -Infinity;
  } else {
    sign = v < 0;
    const abs = Math.abs(v);
    if (abs >= Math.pow(2, 1 - bias)) {
      const ln = Math.min(Math.floor(Math.log(abs) / Math.LN2), bias);
      exponent = ln + bias;
      fraction = Math.round(abs * Math.pow(2, fractionBits - ln) - Math.pow(2, fractionBits));
    } else {
      exponent = 0;
      fraction = Math.round(abs / Math.pow(2, 1 - bias - fractionBits));
    }
  }
  // The SDK packs the low 52 bits of the fraction (two's complement when the estimate made it negative)
  // and the low 11 bits of the exponent; BigInt masking gives the same bits. Near the smallest normal
  // numbers its scale factor overflows to Infinity, whose bits it packs as zeros.
  if (!Number.isFinite(fraction)) fraction = 0;
  const bits = (BigInt(sign ? 1 : 0) << 63n) | ((BigInt(exponent) & 0x7ffn) << 52n) | (BigInt(fraction) & ((1n << 52n) - 1n));
  return bits.toString(16).padStart(16, '0');
}

function priorityHashText(priority: Priority): string {
  return typeof priority === 'number' ? 'number:' + doubleToHashHex(priority) : 'string:' + priority;
}

// Nodes are immutable, so a hash never goes stale; unchanged subtrees are not hashed again after a write.
const cache = new WeakMap<TreeNode, string>();

export function hashNode(node: MaybeNode): string {
  if (!node) return '';
  const cached = cache.get(node);
  if (cached !== undefined) return cached;
  let text = node.priority === undefined ? '' : 'priority:' + priorityHashText(node.priority) + ':';
  let hash: string;
  if (isLeaf(node)) {
    const type = typeof node.value;
    text += type + ':' + (typeof node.value === 'number' ? doubleToHashHex(node.value) : String(node.value));
    hash = sha1Base64(text);
  } else {
    const children = [...node.children].sort(compareByPriority);
    for (const [key, child] of children) {
      const childHash = hashNode(child);
      if (childHash !== '') text += ':' + key + ':' + childHash;
    }
    hash = text === '' ? '' : sha1Base64(text);
  }
  cache.set(node, hash);
  return hash;
}
