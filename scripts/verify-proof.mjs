#!/usr/bin/env node
/**
 * Stand-alone verifier of a Kabuto proof of liabilities (kabuto-pol-v1), with no dependencies: it
 * recomputes the Merkle sum tree's root from your leaf and path and compares it, and the total,
 * with the published ones. Give it the reply of /api/vue/proof/mine (saved from the app's
 * "Download proof" or with curl), optionally with --server to compare against the public root:
 *
 *   node scripts/verify-proof.mjs my-proof.json [--server https://kabuto.example]
 *
 * The method (API.md): leaf = SHA-256("memberId:nonce:balance"); node = SHA-256(leftHash ‖ leftSum ‖
 * rightHash ‖ rightSum) with hashes as 64 lowercase hex digits and sums as whole yen in decimal,
 * concatenated as text; a node's sum is leftSum + rightSum; the zero leaf is 64 "0" digits, sum 0.
 * No sum may be negative. Exit code 0 when the proof matches, 1 when it does not, 2 on bad input.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const wholeYen = /^(0|[1-9][0-9]*)$/;
const hex64 = /^[0-9a-f]{64}$/;

function fail(message, code = 1) {
  console.error(`NOT VERIFIED: ${message}`);
  process.exit(code);
}

export function verify(proof) {
  const { leaf, path, root, total } = proof;
  if (!leaf || !Array.isArray(path) || !hex64.test(root ?? '') || !wholeYen.test(total ?? '')) {
    return { ok: false, reason: 'the file is not a proof (leaf, path, root, total)' };
  }
  if (!wholeYen.test(leaf.balance)) return { ok: false, reason: `the leaf's balance "${leaf.balance}" is not whole yen ≥ 0` };
  let hash = sha256(`${leaf.memberId}:${leaf.nonce}:${leaf.balance}`);
  let sum = BigInt(leaf.balance);
  for (const [index, step] of path.entries()) {
    if (!hex64.test(step.hash) || !wholeYen.test(step.sum) || (step.side !== 'left' && step.side !== 'right')) {
      return { ok: false, reason: `step ${index + 1} is malformed or carries a negative sum` };
    }
    hash = step.side === 'left' ? sha256(`${step.hash}${step.sum}${hash}${sum}`) : sha256(`${hash}${sum}${step.hash}${step.sum}`);
    sum += BigInt(step.sum);
  }
  if (hash !== root) return { ok: false, reason: `the path leads to ${hash}, not the published root ${root}` };
  if (sum.toString() !== total) return { ok: false, reason: `the path sums to ${sum}, not the published total ${total}` };
  return { ok: true, hash, sum: sum.toString() };
}

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  const serverAt = args.indexOf('--server');
  if (!file) fail('usage: node scripts/verify-proof.mjs my-proof.json [--server https://host]', 2);
  let proof;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    proof = parsed && typeof parsed === 'object' && 'data' in parsed ? parsed.data : parsed;
  } catch (error) {
    fail(`cannot read ${file}: ${error.message}`, 2);
  }
  const result = verify(proof);
  if (!result.ok) fail(result.reason);
  if (serverAt >= 0 && args[serverAt + 1]) {
    const response = await fetch(`${args[serverAt + 1].replace(/\/$/, '')}/api/vue/proof/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, size: 100 }),
    });
    const published = (await response.json()).data?.items?.find((item) => item.date === proof.date);
    if (!published) fail(`the server publishes no proof for ${proof.date}`);
    if (published.root !== proof.root || published.total !== proof.total)
      fail('the published root or total differs from the file');
  }
  console.log(`VERIFIED: member ${proof.leaf.memberId}'s balance ¥${proof.leaf.balance} is included in the total ¥${result.sum}`);
  console.log(`root ${result.hash} (${proof.path.length} steps, ${proof.date ?? 'date not given'})`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
