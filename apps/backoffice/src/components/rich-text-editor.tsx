import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  ImagePlus,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Only web addresses and site paths go into links and images (the server sanitises the HTML again). */
const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;

/**
 * A rich-text editor (Tiptap: the starter kit with links, plus images) whose value is HTML. The server
 * sanitises what it stores: this editor is a convenience, not a filter.
 */
export const RichTextEditor = ({
  value,
  onChange,
  label,
  id,
  disabled = false,
}: {
  value: string;
  onChange: (html: string) => void;
  /** The editable area's accessible name. */
  label: string;
  id?: string;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https'] } }),
      Image,
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', ...(id ? { id } : {}) },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (a form reset, another language's text) replaces the content.
  useEffect(() => {
    if (editor && !editor.isFocused && value !== editor.getHTML())
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      strike: e?.isActive('strike') ?? false,
      heading: e?.isActive('heading', { level: 2 }) ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  const addLink = () => {
    const url = window.prompt(t('editor.linkPrompt'), editor?.getAttributes('link').href as string | undefined);
    if (url === null || !editor) return;
    if (!url.trim()) editor.chain().focus().unsetLink().run();
    else if (SAFE_URL.test(url.trim()))
      editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };
  const addImage = () => {
    const url = window.prompt(t('editor.imagePrompt'));
    if (url && SAFE_URL.test(url.trim())) editor?.chain().focus().setImage({ src: url.trim() }).run();
  };

  const tools: { key: string; icon: LucideIcon; on: boolean; run: () => void }[] = [
    { key: 'bold', icon: Bold, on: active?.bold ?? false, run: () => editor?.chain().focus().toggleBold().run() },
    {
      key: 'italic',
      icon: Italic,
      on: active?.italic ?? false,
      run: () => editor?.chain().focus().toggleItalic().run(),
    },
    {
      key: 'strike',
      icon: Strikethrough,
      on: active?.strike ?? false,
      run: () => editor?.chain().focus().toggleStrike().run(),
    },
    {
      key: 'heading',
      icon: Heading2,
      on: active?.heading ?? false,
      run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'bulletList',
      icon: List,
      on: active?.bulletList ?? false,
      run: () => editor?.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      icon: ListOrdered,
      on: active?.orderedList ?? false,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      icon: Quote,
      on: active?.quote ?? false,
      run: () => editor?.chain().focus().toggleBlockquote().run(),
    },
    { key: 'link', icon: Link2, on: active?.link ?? false, run: addLink },
    { key: 'unlink', icon: Link2Off, on: false, run: () => editor?.chain().focus().unsetLink().run() },
    { key: 'image', icon: ImagePlus, on: false, run: addImage },
    { key: 'undo', icon: Undo2, on: false, run: () => editor?.chain().focus().undo().run() },
    { key: 'redo', icon: Redo2, on: false, run: () => editor?.chain().focus().redo().run() },
  ];

  return (
    <div className={`rte${disabled ? ' rte--disabled' : ''}`}>
      <div className="rte__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {tools.map(({ key, icon: Icon, on, run }) => (
          <button
            key={key}
            type="button"
            className={`icon-button${on ? ' icon-button--on' : ''}`}
            aria-label={t(`editor.${key}`)}
            aria-pressed={['undo', 'redo', 'unlink', 'image'].includes(key) ? undefined : on}
            title={t(`editor.${key}`)}
            disabled={disabled}
            onClick={run}
          >
            <Icon size={16} aria-hidden />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} className="rte__content" />
    </div>
  );
};
