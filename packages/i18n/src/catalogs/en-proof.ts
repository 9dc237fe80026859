/** English texts of the proof of liabilities (`/user/proof`) and its method page. */
export const enProof = {
  menu: 'Proof of liabilities',
  title: 'Proof of liabilities',
  intro:
    'After every Tokyo close we publish the total we owe all members and a fingerprint (the root) of a tree built from every member’s balance. Check here, on your own phone, that your balance is counted in that total.',
  date: 'Close of',
  total: 'Owed to all members',
  segregated: 'In segregated customer accounts',
  coverage: 'Segregated cash covers {{pct}} of what is owed.',
  members: 'Balances counted',
  root: 'Published root',
  mineTitle: 'Your balance in this proof',
  mineBalance: 'Your balance at the close',
  verify: 'Verify on this phone',
  verifying: 'Verifying…',
  match: 'Verified: your balance is counted in the published total.',
  mismatch: 'Not verified: your proof does not lead to the published root and total. Please contact support.',
  computedRoot: 'Root computed here',
  steps: 'Steps checked',
  verifyFailed: 'This phone could not run the check. Please try again.',
  notIncluded: 'You held no money with us at this close, so this tree has no leaf for you.',
  none: 'No proof has been published yet. The first is built after the next Tokyo close.',
  download: 'Download my proof (JSON)',
  method: 'How this works',
  methodTitle: 'How the proof works',
  methodWhat:
    'A broker holds its members’ money. This proof lets every member check, without trusting us and without seeing anyone else’s balance, that their money is included in the total we publish as owed to members.',
  methodLeaf:
    'Each day after the close we take every member’s balance owed (cash available, frozen by holds, and margin held by positions; other currencies in yen at the day’s rate, rounded up) from the ledger. Each member becomes a leaf: SHA-256 of “member id:nonce:balance”, where the nonce is a random value for that member and day so that nobody can guess a leaf from a balance.',
  methodNode:
    'Leaves are paired, and each pair becomes a node: SHA-256 of the left hash, the left sum, the right hash and the right sum written together, with the sum of both. A lone node is paired with an empty leaf (64 zeros, sum 0). Pairing continues up to one root, whose sum is the total. No sum can be negative, so no branch can hide a debt that lowers the total.',
  methodCheck:
    'Your proof is your leaf and the sibling of each node on the way up. This phone recomputes every step with its own SHA-256 and checks that it arrives at exactly the published root and total. If our total left out your balance, or counted it smaller, the root would not match.',
  methodLedger:
    'Before publishing, the total is compared with the ledger’s member accounts summed from every posting. If they differ by even ¥1 the proof is not published and our staff are alerted.',
  methodScript:
    'You can also check outside the app: download your proof and run the stand-alone verifier in our source repository (scripts/verify-proof.mjs, no dependencies): node verify-proof.mjs my-proof.json',
  methodLimits:
    'What it does not show: that every liability is in the tree (only members can each check their own), or our assets beyond the segregated customer accounts shown beside the total.',
};
