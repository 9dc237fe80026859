/**
 * Draws a document's figures as an A4 PDF in the member's language: the firm's name and
 * registration line from settings, the figures as they were computed (nothing is computed here),
 * and on every page the ledger entries the figures come from and the SHA-256 of the figures, which
 * the PDF's metadata carries too.
 */
import type { Language } from '@kabuto/contracts';
import type { AnnualReportFigures, DocumentFigures, MonthlyStatementFigures, TradeReportFigures } from '@kabuto/domain';
import {
  catalogs,
  formatJapanDate,
  formatJapanDateTime,
  formatJapanMonth,
  formatMoney,
  formatNumber,
  statementTexts,
} from '@kabuto/i18n';
import { a4, createCanvas, type Canvas } from './pdf-canvas';

export interface RenderContext {
  language: Language;
  firmName: string;
  firmRegistration: string;
  sha256: string;
  /** The document's own date, written as the PDF's creation date. */
  date: Date;
  nameOf: (symbol: string) => string;
}

const yen = (value: string) => formatMoney(value);
const signedYen = (value: string) => formatMoney(value, undefined, true);

export async function renderDocument(figures: DocumentFigures, context: RenderContext): Promise<Uint8Array> {
  const texts = statementTexts[context.language];
  const entries = figures.entries && figures.entries.from ? `${figures.entries.from}–${figures.entries.to}` : texts.noEntries;
  const canvas = await createCanvas({
    title: texts.titles[figures.kind],
    author: context.firmName,
    subject: `${texts.entries}: ${entries}`,
    keywords: [`sha256:${context.sha256}`, `entries:${entries}`, `member:${figures.memberId}`, `period:${periodOf(figures)}`],
    date: context.date,
  });
  canvas.text(context.firmName, { size: 11, bold: true });
  if (context.firmRegistration) canvas.text(`${texts.registration}: ${context.firmRegistration}`, { size: 8, grey: true });
  canvas.gap(6);
  canvas.text(texts.titles[figures.kind], { size: 16, bold: true });
  canvas.text(`${texts.member}: ${figures.memberId}    ${texts.period}: ${periodText(figures, context.language)}`, {
    grey: true,
  });
  canvas.rule();
  if (figures.kind === 'trade') drawTrade(canvas, figures, context);
  else if (figures.kind === 'monthly') drawMonthly(canvas, figures, context);
  else drawAnnual(canvas, figures, context);
  canvas.gap(8);
  canvas.rule();
  canvas.text(`${texts.entries}: ${entries}`, { size: 8 });
  canvas.text(`${texts.fingerprint}: ${context.sha256}`, { size: 8 });
  canvas.text(texts.verifyNote, { size: 7.5, grey: true });
  return canvas.save((page, pages) => texts.page.replace('{{page}}', String(page)).replace('{{pages}}', String(pages)));
}

function periodOf(figures: DocumentFigures): string {
  return figures.kind === 'trade' ? figures.at.slice(0, 10) : figures.period;
}

function periodText(figures: DocumentFigures, language: Language): string {
  if (figures.kind === 'trade') return formatJapanDateTime(figures.at, language);
  if (figures.kind === 'monthly') return formatJapanMonth(figures.period, language);
  return figures.period;
}

function pairs(canvas: Canvas, rows: readonly [string, string][]) {
  for (const [label, value] of rows) {
    canvas.row(
      [
        { text: label, x: a4.margin },
        { text: value, x: a4.width - a4.margin, right: true },
      ],
      { size: 9.5 },
    );
  }
}

function accountTypeText(type: string, language: Language): string {
  const types = statementTexts[language].accountTypes;
  return type in types ? types[type as keyof typeof types] : types.none;
}

function drawTrade(canvas: Canvas, figures: TradeReportFigures, context: RenderContext) {
  const texts = statementTexts[context.language];
  pairs(canvas, [
    [texts.reference, figures.reference],
    [texts.position, figures.positionNo],
    [texts.at, formatJapanDateTime(figures.at, context.language)],
    [texts.symbol, `${figures.symbol} ${context.nameOf(figures.symbol)}`],
    [texts.side, `${texts.sides[figures.side]}（${texts.openClose[figures.opening ? 'open' : 'close']}）`],
    [texts.shares, formatNumber(figures.shares, 0)],
    [texts.price, yen(figures.price)],
    [texts.notional, yen(figures.notional)],
    [texts.fee, yen(figures.fee)],
    [texts.stampDuty, yen(figures.stampDuty)],
    [texts.taxWithheld, yen(figures.taxWithheld)],
    [texts.taxRefunded, yen(figures.taxRefunded)],
    [texts.settlement, signedYen(figures.settlement)],
    [texts.accountType, accountTypeText(figures.accountType, context.language)],
  ]);
}

function drawMonthly(canvas: Canvas, figures: MonthlyStatementFigures, context: RenderContext) {
  const texts = statementTexts[context.language];
  const lines = catalogs[context.language].records.lines as Record<string, string>;
  const buckets = catalogs[context.language].records.buckets;
  pairs(canvas, [
    [texts.openingCash, yen(figures.openingCash)],
    [texts.closingCash, yen(figures.closingCash)],
    [texts.realized, signedYen(figures.realizedPnl)],
    [texts.holds, yen(figures.holds)],
  ]);
  canvas.gap(6);
  canvas.text(texts.movements, { bold: true, size: 10.5 });
  if (figures.movements.length === 0) canvas.text(texts.noMovements, { grey: true });
  else {
    canvas.row(
      [
        { text: texts.columns.entry, x: a4.margin },
        { text: texts.columns.date, x: a4.margin + 44 },
        { text: texts.columns.description, x: a4.margin + 128 },
        { text: texts.columns.amount, x: a4.width - a4.margin - 82, right: true },
        { text: texts.columns.balance, x: a4.width - a4.margin, right: true },
      ],
      { bold: true },
    );
  }
  for (const movement of figures.movements) {
    const line = (lines[movement.reason] ?? movement.reason).replace('{{reference}}', movement.reference);
    canvas.row([
      { text: `#${movement.entry}`, x: a4.margin },
      { text: formatJapanDate(toJapanDay(movement.at), context.language), x: a4.margin + 44 },
      { text: `${line}（${buckets[movement.bucket]}）`, x: a4.margin + 128 },
      { text: signedYen(movement.amount), x: a4.width - a4.margin - 82, right: true },
      { text: yen(movement.balanceAfter), x: a4.width - a4.margin, right: true },
    ]);
  }
  canvas.gap(6);
  canvas.text(texts.positions, { bold: true, size: 10.5 });
  if (figures.positions.length === 0) canvas.text(texts.noPositions, { grey: true });
  else {
    canvas.row(
      [
        { text: texts.position, x: a4.margin },
        { text: texts.symbol, x: a4.margin + 70 },
        { text: texts.shares, x: a4.margin + 250, right: true },
        { text: texts.entryPrice, x: a4.margin + 320, right: true },
        { text: texts.closePrice, x: a4.margin + 390, right: true },
        { text: texts.unrealized, x: a4.width - a4.margin, right: true },
      ],
      { bold: true },
    );
  }
  for (const position of figures.positions) {
    canvas.row([
      { text: position.positionNo, x: a4.margin },
      { text: `${position.symbol} ${context.nameOf(position.symbol)}`, x: a4.margin + 70 },
      { text: formatNumber(position.shares, 0), x: a4.margin + 250, right: true },
      { text: yen(position.entryPrice), x: a4.margin + 320, right: true },
      { text: yen(position.closePrice), x: a4.margin + 390, right: true },
      { text: signedYen(position.unrealizedPnl), x: a4.width - a4.margin, right: true },
    ]);
  }
}

function drawAnnual(canvas: Canvas, figures: AnnualReportFigures, context: RenderContext) {
  const texts = statementTexts[context.language];
  pairs(canvas, [
    [texts.accountType, accountTypeText(figures.accountType, context.language)],
    [texts.proceeds, yen(figures.proceeds)],
    [texts.cost, yen(figures.cost)],
    [texts.net, signedYen(figures.net)],
    [texts.taxWithheld, yen(figures.taxWithheld)],
    [texts.taxRefunded, yen(figures.taxRefunded)],
  ]);
  canvas.gap(6);
  canvas.text(texts.sales, { bold: true, size: 10.5 });
  if (figures.sales.length === 0) canvas.text(texts.noSales);
  else {
    canvas.row(
      [
        { text: texts.columns.date, x: a4.margin },
        { text: texts.symbol, x: a4.margin + 80 },
        { text: texts.shares, x: a4.margin + 250, right: true },
        { text: texts.proceeds, x: a4.margin + 330, right: true },
        { text: texts.cost, x: a4.margin + 410, right: true },
        { text: texts.gain, x: a4.width - a4.margin, right: true },
      ],
      { bold: true },
    );
  }
  for (const sale of figures.sales) {
    canvas.row([
      { text: formatJapanDate(toJapanDay(sale.closedAt), context.language), x: a4.margin },
      { text: `${sale.symbol} ${context.nameOf(sale.symbol)}`, x: a4.margin + 80 },
      { text: formatNumber(sale.shares, 0), x: a4.margin + 250, right: true },
      { text: yen(sale.proceeds), x: a4.margin + 330, right: true },
      { text: yen(sale.cost), x: a4.margin + 410, right: true },
      { text: signedYen(sale.gain), x: a4.width - a4.margin, right: true },
    ]);
  }
}

/** The Japan calendar day of an instant. */
function toJapanDay(iso: string): string {
  return new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 10);
}
