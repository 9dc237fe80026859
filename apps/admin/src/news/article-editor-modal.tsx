/**
 * Writes or changes an article: title, summary and text in each language on its own tab, the
 * source, and the related listed codes. A market note opens here read-only.
 */
import { useRef, useState } from 'react';
import { Alert, App, Badge, Button, Col, Form, Input, Modal, Row, Select, Tabs } from 'antd';
import { languages, type Language } from '@kabuto/i18n';
import { useInstrumentsList } from '../shared/market/instruments-list';
import {
  articleProblems,
  articleSaveBody,
  articleSaveProblem,
  initialValues,
  languageNames,
  languagesWithProblems,
  maxLength,
  type ArticleFormValues,
  type FieldProblem,
} from './article-form';
import type { NewsRow } from './news-list';
import { useSaveNews } from './news-save';

interface Props {
  /** The item opened, or null to write a new article. */
  existing: NewsRow | null;
  readOnly: boolean;
  onClose: () => void;
}

function SymbolsSelect({
  value,
  onChange,
  disabled,
}: {
  value?: string[];
  onChange?: (next: string[]) => void;
  disabled: boolean;
}) {
  const [keyword, setKeyword] = useState('');
  const found = useInstrumentsList({ keyword: keyword || undefined, page: 1, size: 20 });
  const options = (found.data?.items ?? []).map((row) => ({ value: row.symbol, label: `${row.symbol} ${row.name}` }));
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      disabled={disabled}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      options={options}
      loading={found.isFetching}
      placeholder="Search a code or name"
      maxCount={20}
      data-testid="article-symbols"
      aria-label="Related codes"
    />
  );
}

function LanguageFields({ language, readOnly }: { language: Language; readOnly: boolean }) {
  return (
    <>
      <Form.Item label="Title" name={['title', language]}>
        <Input maxLength={maxLength.title} showCount disabled={readOnly} data-testid={`article-title-${language}`} />
      </Form.Item>
      <Form.Item label="Summary (shown in the list)" name={['summary', language]}>
        <Input.TextArea
          rows={2}
          maxLength={maxLength.summary}
          showCount
          disabled={readOnly}
          data-testid={`article-summary-${language}`}
        />
      </Form.Item>
      <Form.Item label="Text" name={['body', language]}>
        <Input.TextArea rows={9} maxLength={maxLength.body} disabled={readOnly} data-testid={`article-body-${language}`} />
      </Form.Item>
    </>
  );
}

export function ArticleEditorModal({ existing, readOnly, onClose }: Props) {
  const [form] = Form.useForm<ArticleFormValues>();
  const save = useSaveNews();
  const { message } = App.useApp();
  const [general, setGeneral] = useState<string | null>(null);
  const [marked, setMarked] = useState<Language[]>([]);
  const [tab, setTab] = useState<Language>('en');
  const shown = useRef<FieldProblem[]>([]);

  const show = (problems: FieldProblem[]) => {
    // The messages of the last attempt go first, so a corrected field does not keep its old one.
    form.setFields(shown.current.map((problem) => ({ name: problem.name, errors: [] })));
    form.setFields(problems.map((problem) => ({ name: problem.name, errors: [problem.message] })));
    shown.current = problems;
    const tabs = languagesWithProblems(problems);
    setMarked(tabs);
    const first = tabs[0];
    if (first && !tabs.includes(tab)) setTab(first);
  };

  // A field's message goes as soon as it is edited; its tab's mark goes with its last message.
  const clearEdited = (changed: Partial<ArticleFormValues>) => {
    const edited = new Set(
      Object.entries(changed).flatMap(([field, value]) =>
        typeof value === 'object' && !Array.isArray(value)
          ? Object.keys(value).map((language) => `${field}.${language}`)
          : [field],
      ),
    );
    const cleared = shown.current.filter((problem) => edited.has(problem.name.join('.')));
    if (cleared.length === 0) return;
    form.setFields(cleared.map((problem) => ({ name: problem.name, errors: [] })));
    shown.current = shown.current.filter((problem) => !edited.has(problem.name.join('.')));
    setMarked(languagesWithProblems(shown.current));
  };

  const submit = () => {
    setGeneral(null);
    setMarked([]);
    const values = form.getFieldsValue(true) as ArticleFormValues;
    const problems = articleProblems(values);
    show(problems);
    if (problems.length > 0) return;
    save.mutate(articleSaveBody(values, existing), {
      onSuccess: () => {
        void message.success(existing ? 'Article saved.' : 'Article published.');
        onClose();
      },
      onError: (error) => {
        const problem = articleSaveProblem(error);
        show(problem.fields);
        setGeneral(problem.general);
      },
    });
  };

  const footer = readOnly
    ? [
        <Button key="close" onClick={onClose} data-testid="article-close">
          Close
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose} data-testid="article-cancel">
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={submit} data-testid="article-submit">
          {existing ? 'Save' : 'Publish'}
        </Button>,
      ];

  return (
    <Modal
      open
      width={860}
      title={readOnly ? 'Market note (written at the close; read only)' : existing ? 'Edit article' : 'New article'}
      onCancel={onClose}
      maskClosable={!save.isPending}
      footer={footer}
    >
      {general && (
        <Alert type="error" showIcon role="alert" message={general} style={{ marginBottom: 16 }} data-testid="article-error" />
      )}
      <Form<ArticleFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues(existing)}
        onValuesChange={clearEdited}
        data-testid="article-form"
      >
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(languages.find((language) => language === key) ?? 'en')}
          items={languages.map((language) => ({
            key: language,
            forceRender: true,
            label: (
              <span data-testid={`article-tab-${language}`}>
                <Badge dot={marked.includes(language)} offset={[6, 0]}>
                  {languageNames[language]}
                </Badge>
              </span>
            ),
            children: <LanguageFields language={language} readOnly={readOnly} />,
          }))}
        />
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item label="Source" name="source">
              <Input maxLength={100} disabled={readOnly} data-testid="article-source" />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item label="Related codes" name="symbols" extra="Members find the article under these codes as well.">
              <SymbolsSelect disabled={readOnly} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
