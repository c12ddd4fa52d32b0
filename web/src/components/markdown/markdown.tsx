import { useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '@app/domain/markdown/parse-markdown';
import './markdown.css';

interface MarkdownProps {
  /** The markdown text; rendered read-only, never as HTML. */
  source: string;
  /**
   * How many levels to push headings down, so a document's `#` fits under the page's own headings
   * (2 turns `#` into an h3). Levels stop at h6.
   */
  headingOffset?: number;
  className?: string;
}

/** Renders markdown (headings, paragraphs, lists, tables, quotes, bold, italic, code, http(s) links) as elements. */
export function Markdown({ source, headingOffset = 0, className }: MarkdownProps) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <div className={className ? `markdown ${className}` : 'markdown'}>{renderBlocks(blocks, headingOffset)}</div>;
}

function renderBlocks(blocks: Block[], headingOffset: number): ReactNode[] {
  return blocks.map((block, index) => renderBlock(block, index, headingOffset));
}

function renderBlock(block: Block, key: number, headingOffset: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${Math.min(6, block.level + headingOffset)}` as 'h1';
      // Sized by the document's own level, whatever tag the offset gives it.
      return (
        <Tag key={key} data-level={block.level}>
          {renderInlines(block.content)}
        </Tag>
      );
    }
    case 'paragraph':
      return <p key={key}>{renderInlines(block.content)}</p>;
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          {renderInlines(item.content)}
          {renderBlocks(item.children, headingOffset)}
        </li>
      ));
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'code':
      return (
        <pre key={key}>
          <code>{block.text}</code>
        </pre>
      );
    case 'table':
      return (
        // Wide tables scroll inside their own box instead of widening the page.
        <div key={key} className="markdown__table" role="region" aria-label="Table" tabIndex={0}>
          <table>
            <thead>
              <tr>
                {block.header.map((cell, column) => (
                  <th key={column} scope="col" style={alignStyle(block.align[column])}>
                    {renderInlines(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) => (
                    <td key={column} style={alignStyle(block.align[column])}>
                      {renderInlines(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'quote':
      return <blockquote key={key}>{renderBlocks(block.blocks, headingOffset)}</blockquote>;
    case 'rule':
      return <hr key={key} />;
  }
}

const alignStyle = (align: 'left' | 'center' | 'right' | null | undefined) => (align ? { textAlign: align } : undefined);

function renderInlines(inlines: Inline[]): ReactNode[] {
  return inlines.map((inline, index) => {
    switch (inline.kind) {
      case 'text':
        return inline.text;
      case 'strong':
        return <strong key={index}>{renderInlines(inline.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInlines(inline.children)}</em>;
      case 'code':
        return <code key={index}>{inline.text}</code>;
      case 'link':
        return (
          <a key={index} href={inline.href} target="_blank" rel="noopener noreferrer">
            {renderInlines(inline.children)}
          </a>
        );
      case 'break':
        return <br key={index} />;
    }
  });
}
