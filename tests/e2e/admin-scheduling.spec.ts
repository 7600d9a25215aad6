import { expect, test } from './fixtures';
import { openAdminTab } from './admin-helpers';
import { expectNoAxeViolations } from './helpers';

test('the Scheduling tab: add a member, change their hours, add and move a rule, by keyboard, with no axe violations', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `E2E Ana ${stamp}`;
  await openAdminTab(page, 'Scheduling');
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Routing Rules' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A new member: the form says what is missing, then saves zone, hours and a day off.
  const addMember = page.getByRole('button', { name: 'Add Member' });
  await addMember.click();
  const dialog = page.getByRole('dialog', { name: 'Add team member' });
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Email', { exact: true }).fill(`e2e-ana-${stamp}@example.com`);
  await dialog.getByLabel('Time zone').selectOption('Europe/Madrid');
  await dialog.getByRole('checkbox', { name: 'Friday' }).uncheck();
  await expect(dialog.getByLabel('Friday start')).toBeDisabled();
  await dialog.getByLabel('Monday end').fill('17:00');
  await dialog.getByLabel('Date', { exact: true }).fill('2026-12-24');
  await dialog.getByRole('button', { name: 'Add day off' }).click();
  await expect(dialog.getByRole('list', { name: 'Days off' })).toContainText('2026-12-24');
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText('Member Added')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened the dialog.
  await expect(addMember).toBeFocused();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Europe/Madrid');
  await expect(row).toContainText('Mon 09:00–17:00; Tue–Thu 09:00–18:00');
  await expect(row).toContainText('1 day off');
  await expect(row).toContainText('None (email invites)');

  // Changing the hours: Saturday mornings too.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Monday end')).toHaveValue('17:00');
  await edit.getByRole('checkbox', { name: 'Saturday' }).check();
  await edit.getByLabel('Saturday start').fill('10:00');
  await edit.getByLabel('Saturday end').fill('09:00');
  await edit.getByRole('button', { name: 'Save member' }).click();
  await expect(edit.getByText('Saturday: The end must be after the start')).toBeVisible();
  await edit.getByLabel('Saturday end').fill('14:00');
  await edit.getByRole('button', { name: 'Save member' }).click();
  await expect(page.getByText('Member Updated')).toBeVisible();
  await expect(row).toContainText('Sat 10:00–14:00');

  // A rule for dental contact leads, shared with the new member at weight 3.
  const rule = `E2E Dental ${stamp}`;
  const addRule = page.getByRole('button', { name: 'Add Rule' });
  await addRule.click();
  const ruleDialog = page.getByRole('dialog', { name: 'Add routing rule' });
  await ruleDialog.getByLabel('Name', { exact: true }).fill(rule);
  await ruleDialog.getByLabel('Form', { exact: true }).selectOption('contact');
  await expect(ruleDialog.getByRole('group', { name: 'Solution type' })).toHaveCount(0);
  await ruleDialog.getByRole('checkbox', { name: 'Dental Practice' }).check();
  await ruleDialog.getByRole('checkbox', { name: name, exact: true }).check();
  await ruleDialog.getByLabel(`Weight of ${name}`).fill('3');
  await expectNoAxeViolations(page);
  await ruleDialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByText('Rule Added')).toBeVisible();
  await expect(addRule).toBeFocused();
  const ruleRow = page.getByRole('row').filter({ hasText: rule });
  await expect(ruleRow).toContainText('Industry: Dental Practice');
  await expect(ruleRow).toContainText(`${name} (3)`);

  // The new rule is last; moved up by keyboard, it says where it went and keeps the focus.
  const rows = page.getByRole('region', { name: 'Routing rules' }).getByRole('row');
  const count = (await rows.count()) - 1;
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(ruleRow.getByRole('cell').first()).toHaveText(String(count));
  const up = ruleRow.getByRole('button', { name: `Move ${rule} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `${rule} is now rule ${count - 1} of ${count}.` }),
  ).toBeAttached();
  await expect(ruleRow.getByRole('cell').first()).toHaveText(String(count - 1));
  await expect(up).toBeFocused();
  await expectNoAxeViolations(page);

  // Deleting it asks first.
  await ruleRow.getByRole('button', { name: `Delete ${rule}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete the rule ${rule}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Rule Deleted')).toBeVisible();
  await expect(ruleRow).toHaveCount(0);
});
