import { forwardRef, type PointerEvent, useCallback, useEffect, useImperativeHandle, useRef } from 'react';

export interface SignaturePadHandle {
  clear(): void;
}

/**
 * A signature drawn with a finger, a stylus or a mouse (pointer events; the page does not scroll while
 * drawing). `onChange` gets the drawing as a PNG data URI after each stroke, null once cleared.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, { label: string; onChange: (dataUri: string | null) => void }>(
  function SignaturePad({ label, onChange }, ref) {
    const canvas = useRef<HTMLCanvasElement>(null);
    const drawing = useRef<{ id: number; x: number; y: number } | null>(null);

    // The canvas draws at the screen's pixel density, so the signature is sharp on a tablet.
    const setUp = useCallback(() => {
      const c = canvas.current;
      if (!c) return;
      const ratio = Math.max(1, Math.min(2, window.devicePixelRatio || 1));
      // Layout size, not the on-screen box: a dialog may still be scaling in while this runs.
      c.width = Math.round(c.offsetWidth * ratio);
      c.height = Math.round(c.offsetHeight * ratio);
      const ctx = c.getContext('2d');
      if (!ctx) return;
      ctx.scale(ratio, ratio);
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#111';
    }, []);
    useEffect(setUp, [setUp]);

    useImperativeHandle(
      ref,
      () => ({
        clear() {
          setUp();
          onChange(null);
        },
      }),
      [setUp, onChange],
    );

    const point = (e: PointerEvent<HTMLCanvasElement>) => {
      const c = e.currentTarget;
      const r = c.getBoundingClientRect();
      return { x: ((e.clientX - r.left) * c.offsetWidth) / (r.width || 1), y: ((e.clientY - r.top) * c.offsetHeight) / (r.height || 1) };
    };

    const down = (e: PointerEvent<HTMLCanvasElement>) => {
      if (drawing.current) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      const p = point(e);
      drawing.current = { id: e.pointerId, ...p };
      const ctx = e.currentTarget.getContext('2d');
      // A tap leaves a dot.
      ctx?.beginPath();
      ctx?.arc(p.x, p.y, 1.2, 0, Math.PI * 2);
      if (ctx) {
        ctx.fillStyle = '#111';
        ctx.fill();
      }
    };
    const move = (e: PointerEvent<HTMLCanvasElement>) => {
      const last = drawing.current;
      if (!last || last.id !== e.pointerId) return;
      const ctx = e.currentTarget.getContext('2d');
      const p = point(e);
      ctx?.beginPath();
      ctx?.moveTo(last.x, last.y);
      ctx?.lineTo(p.x, p.y);
      ctx?.stroke();
      drawing.current = { id: e.pointerId, ...p };
    };
    const up = (e: PointerEvent<HTMLCanvasElement>) => {
      if (drawing.current?.id !== e.pointerId) return;
      drawing.current = null;
      onChange(e.currentTarget.toDataURL('image/png'));
    };

    return (
      <canvas
        ref={canvas}
        className="cl-signature"
        role="img"
        aria-label={label}
        data-testid="signature-pad"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
    );
  },
);
