"""The Employee service v1, as its WSDL and task sheet describe it, called through zeep. Each test makes the
employees it needs and deletes them again, so it needs nothing of your staff but room for one more."""
import uuid
from datetime import date
from decimal import Decimal

import pytest
from zeep.exceptions import Fault
from zeep.helpers import serialize_object

UNKNOWN_ID = 999999


def new_employee(**changes):
    """An employee as AddEmployee takes it, with an e-mail address no one on the staff has."""
    employee = {
        'firstName': 'Ada',
        'lastName': 'Tester',
        'email': f'ada.{uuid.uuid4().hex[:12]}@example.com',
        'department': 'Engineering',
        'jobTitle': 'Test Engineer',
        'hireDate': date(2024, 5, 6),
        'salary': Decimal('61000.50'),
        'active': True,
    }
    return {**employee, **changes}


def fields_of(employee):
    """A zeep object as a plain dict, without its id."""
    return {name: value for name, value in serialize_object(employee, dict).items() if name != 'id'}


def fault_code(fault):
    """The fault's code without its prefix (soap:Client is Client), and the stable code in its detail."""
    return fault.code.split(':')[-1], fault.detail.findtext('.//{*}code')


@pytest.fixture
def added(service):
    """An employee added for the test, deleted after it."""
    employee = service.AddEmployee(employee=new_employee())
    yield employee
    try:
        service.DeleteEmployee(id=employee.id)
    except Exception:  # what DeleteEmployee answers is a test of its own; here it only tidies up
        pass


def test_an_added_employee_reads_back_as_it_was_sent(service, added):
    assert added.id >= 1
    assert fields_of(service.GetEmployee(id=added.id)) == fields_of(added)
    assert added.lastName == 'Tester' and added.salary == Decimal('61000.50')


def test_an_unknown_id_is_the_clients_fault(service):
    with pytest.raises(Fault) as raised:
        service.GetEmployee(id=UNKNOWN_ID)
    assert fault_code(raised.value) == ('Client', 'EMPLOYEE_NOT_FOUND')


def test_update_replaces_every_field(service, added):
    changed = new_employee(email=added.email, department='Support', jobTitle='Support Lead', salary=Decimal('64000'), active=False)
    updated = service.UpdateEmployee(id=added.id, employee=changed)
    assert updated.id == added.id
    assert fields_of(updated) == changed
    assert fields_of(service.GetEmployee(id=added.id)) == changed


def test_delete_answers_the_deleted_id_and_the_employee_is_gone(service):
    employee = service.AddEmployee(employee=new_employee())
    assert service.DeleteEmployee(id=employee.id) == employee.id
    with pytest.raises(Fault) as raised:
        service.GetEmployee(id=employee.id)
    assert fault_code(raised.value) == ('Client', 'EMPLOYEE_NOT_FOUND')


def test_list_filters_by_department_in_soap_12(service12):
    page = service12.ListEmployees(department='Engineering', pageSize=50)
    assert page.page == 1 and page.pageSize == 50
    assert len(page.employee) == min(page.totalCount, 50)
    assert {employee.department for employee in page.employee} <= {'Engineering'}
