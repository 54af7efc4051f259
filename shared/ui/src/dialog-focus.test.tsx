import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { holdFocus, returnPath, tabStops } from './dialog-focus';
import { Modal } from './Modal';

/** A page with a button and, when asked, a dialog box holding three controls. */
function page(): { opener: HTMLButtonElement; box: HTMLElement; stops: HTMLElement[] } {
  document.body.innerHTML = `
    <button id="opener">open</button>
    <a href="/x" id="behind">behind</a>
    <div role="dialog" id="box" tabindex="-1">
      <button id="close">×</button>
      <input id="name" />
      <button id="off" disabled>off</button>
      <button id="ok">OK</button>
    </div>`;
  const $ = (id: string) => document.getElementById(id)!;
  return { opener: $('opener') as HTMLButtonElement, box: $('box'), stops: [$('close'), $('name'), $('ok')] };
}

const tab = (shift = false) => {
  const e = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: shift, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(e);
  return e.defaultPrevented;
};

afterEach(() => {
  document.body.innerHTML = '';
});

test('the stops skip disabled controls and keep one radio per group, the checked one', () => {
  const { box, stops } = page();
  expect(tabStops(box)).toEqual(stops);
  box.insertAdjacentHTML(
    'beforeend',
    '<input type="radio" name="g" id="a"><input type="radio" name="g" id="b" checked><input type="radio" name="g" id="c">',
  );
  expect(tabStops(box).map((e) => e.id)).toEqual(['close', 'name', 'ok', 'b']);
});

test('opening moves the focus in; Tab wraps at both ends; release gives the focus back to the opener', async () => {
  const { opener, box, stops } = page();
  opener.focus();
  const release = holdFocus(box, returnPath(document.activeElement));
  expect(box).toHaveFocus();

  stops[2]!.focus();
  expect(tab()).toBe(true);
  expect(stops[0]).toHaveFocus();
  expect(tab(true)).toBe(true);
  expect(stops[2]).toHaveFocus();
  // in the middle the browser moves on its own
  stops[1]!.focus();
  expect(tab()).toBe(false);

  release();
  await waitFor(() => expect(opener).toHaveFocus());
});

test('the focus that left the dialog (a click behind the mask) is brought back by the next Tab', () => {
  const { opener, box, stops } = page();
  opener.focus();
  holdFocus(box, returnPath(opener));
  document.getElementById('behind')!.focus();
  expect(tab()).toBe(true);
  expect(stops[0]).toHaveFocus();
});

test('release leaves the focus alone when the customer has already moved it elsewhere', async () => {
  const { opener, box } = page();
  const release = holdFocus(box, returnPath(opener));
  document.getElementById('behind')!.focus();
  release();
  await new Promise((r) => setTimeout(r, 50));
  expect(document.getElementById('behind')).toHaveFocus();
});

test("release gives the focus back again when the dialog's own lock pulls it in once more", async () => {
  const { opener, box, stops } = page();
  opener.focus();
  const release = holdFocus(box, returnPath(opener));
  release();
  await waitFor(() => expect(opener).toHaveFocus());
  // antd's lock, letting go a moment later, puts the focus on the closing dialog's first control
  stops[0]!.focus();
  await waitFor(() => expect(opener).toHaveFocus());
});

test('a confirmation opened from a drawer returns to what opened the drawer once the drawer has gone', async () => {
  const { opener, box } = page();
  opener.focus();
  const releaseDrawer = holdFocus(box, returnPath(opener));
  const inDrawer = document.getElementById('ok')!;
  inDrawer.focus();
  // asked from the drawer's button: the path is read at once, and the drawer closes before the confirmation draws
  const path = returnPath(inDrawer);
  releaseDrawer();
  const confirmBox = document.createElement('div');
  confirmBox.setAttribute('role', 'dialog');
  confirmBox.innerHTML = '<button>Yes</button><button>No</button>';
  document.body.append(confirmBox);
  const releaseConfirm = holdFocus(confirmBox, path);
  // only the topmost dialog wraps Tab
  (confirmBox.lastElementChild as HTMLElement).focus();
  expect(tab()).toBe(true);
  expect(confirmBox.firstElementChild).toHaveFocus();
  box.remove();
  releaseConfirm();
  await waitFor(() => expect(opener).toHaveFocus());
});

test("the kit's Modal holds the focus while open and returns it on close, also when it unmounts at once", async () => {
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open</button>
        {open && (
          <Modal open title="Dialog" onCancel={() => setOpen(false)} footer={null}>
            <button onClick={() => setOpen(false)}>Done</button>
          </Modal>
        )}
      </>
    );
  }
  render(<Page />);
  const openButton = screen.getByRole('button', { name: 'Open' });
  openButton.focus();
  fireEvent.click(openButton);
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  const done = await screen.findByRole('button', { name: 'Done' });
  done.focus();
  expect(tab()).toBe(true);
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  act(() => fireEvent.click(done));
  await waitFor(() => expect(openButton).toHaveFocus());
});
