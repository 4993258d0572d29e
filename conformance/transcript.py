"""Transcripts: the record of a match (``records.model``), read from and written to files
(``records.files``), and recorded on the reference engine (``records.recording``).

This module gathers their public names, so ``from conformance.transcript import ...``
reads as one vocabulary wherever transcripts are used.
"""

from __future__ import annotations

from .records.files import (
    JSON_LINES_SUFFIXES,
    MAX_RECORD_BYTES,
    SCHEMA_ID,
    SIDECAR_SUFFIX,
    STDIN,
    Document,
    InvalidTranscript,
    UnreadableInput,
    display_name,
    expand_paths,
    is_json_lines,
    iter_documents,
    load,
    parse_json,
    read_transcripts,
    schema,
    where,
    write_transcripts,
)
from .records.model import (
    FORMAT,
    HAND_ENDS,
    MATCH_STATUSES,
    Deal,
    Event,
    HandRecord,
    HandResult,
    MatchResult,
    RulesetSpec,
    Transcript,
    canonical_game,
    canonical_json,
    canonicalize,
    dumps,
    tile_of,
)
from .records.recording import Recorder, event_points

__all__ = [
    "FORMAT", "HAND_ENDS", "JSON_LINES_SUFFIXES", "MATCH_STATUSES", "MAX_RECORD_BYTES", "SCHEMA_ID",
    "SIDECAR_SUFFIX", "STDIN", "Deal", "Document", "Event", "HandRecord", "HandResult", "InvalidTranscript",
    "MatchResult", "Recorder", "RulesetSpec", "Transcript", "UnreadableInput", "canonical_game", "canonical_json",
    "canonicalize", "display_name", "dumps", "event_points", "expand_paths", "is_json_lines", "iter_documents",
    "load", "parse_json", "read_transcripts", "schema", "tile_of", "where", "write_transcripts",
]
