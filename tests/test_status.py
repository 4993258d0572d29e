"""Statuses and refusal reasons: the protocol's strings, each naming a clause of the rulebook."""

from __future__ import annotations

import json

import pytest

import conformance.rulebook.index as rulebook
from reference_impl.status import DealFault, Reason, Status


@pytest.mark.parametrize("member", [*Status, *Reason, *DealFault], ids=str)
def test_each_member_is_its_protocol_string_and_names_a_clause(member: Status | Reason | DealFault) -> None:
    assert json.dumps(member) == json.dumps(member.value) and repr(member) == repr(member.value)
    assert member.clause in {clause.id for clause in rulebook.load().clauses}


def test_the_five_statuses_of_end_status() -> None:
    assert [str(status) for status in Status] == [
        "awaiting_deal", "in_progress", "redeal_needed", "hand_over", "match_over"]
